// /home: the player's welcome (the feed's title image), the ways into the world, and the news
// feed 'Wieści' (spec 2 §2; its route is not shown there — the home page is where players land).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { palette } from '@/app/theme';
import { mainCharacterQuery } from '@/shared/api/mainCharacter';
import { readSession } from '@/shared/session';
import { wrapAnywhere } from '@/shared/theme/textFit';
import { NewsFeed } from '../components/NewsFeed';
import { FirstHour, useFirstHourData } from '../components/FirstHour';

const WAYS = [
  { to: '/home/generalSessions', title: 'Sesje ogólne', text: 'Opowieści pisane wspólnie, na oczach całego miasta.' },
  { to: '/home/privateSessions', title: 'Sesje prywatne', text: 'Spotkania przy zamkniętych drzwiach, tylko dla zaproszonych.' },
  { to: '/home/tavern', title: 'Karczma', text: 'Dym, wino i plotki. Tu zaczyna się większość kłopotów.' },
  { to: '/home/bestiary', title: 'Bestiariusz', text: 'Poznaj to, co czai się w ciemności, zanim ono pozna ciebie.' },
];

/**
 * The four ways in, by the room the page has (the side panels take some of a wide window): one
 * column, two, or four side by side once each gets about 190 px.
 */
const waysSx = {
  containerType: 'inline-size',
  '& .ways': { display: 'grid', gap: 2, gridTemplateColumns: '1fr' },
  '@container (min-width: 500px)': { '& .ways': { gridTemplateColumns: '1fr 1fr' } },
  '@container (min-width: 800px)': { '& .ways': { gridTemplateColumns: 'repeat(4, 1fr)' } },
} as const;

export default function HomePage() {
  const session = readSession();
  const { data, isPending } = useQuery(mainCharacterQuery(session.token));
  const firstHourUser = data?.hasCharacter && session.userId ? Number(session.userId) : null;
  // What stands below the banner comes at once, with the checklist, so that nothing moves (CLS).
  const firstHour = useFirstHourData(firstHourUser);
  const below = !isPending && firstHour.settled;
  return (
    <Box>
      <Paper sx={{ p: { xs: 3, sm: 5 }, mb: 3, background: `linear-gradient(135deg, rgba(158,27,36,0.25), rgba(21,17,19,0.9))` }}>
        <Typography component="h1" variant="h3" sx={{ mb: 1, fontSize: { xs: '1.8rem', sm: '2.6rem' }, ...wrapAnywhere }}>
          Witaj w Mroku{data?.user ? `, ${data.user}` : ''}
        </Typography>
        {data?.race && (
          <Typography sx={{ color: palette.gold }}>
            {data.race} · {data.gender}
          </Typography>
        )}
        <Typography color="text.secondary" sx={{ mt: 2, maxWidth: 720 }}>
          Miasto nie śpi. Gdzieś za murami wyją wilki, w piwnicach szepczą krwiopijcy, a ludzie udają, że niczego nie
          widzą. Wybierz, dokąd poprowadzi cię ta noc.
        </Typography>
      </Paper>
      {below && (
        <>
          {firstHourUser !== null && <FirstHour userId={firstHourUser} />}
          <Box sx={waysSx}>
            <Box className="ways">
              {WAYS.map((way) => (
                <Paper key={way.to} sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
                  <Typography component="h2" variant="h6">{way.title}</Typography>
                  <Typography color="text.secondary" sx={{ flex: 1 }}>{way.text}</Typography>
                  <Button component={RouterLink} to={way.to} variant="outlined" color="secondary">
                    Wejdź
                  </Button>
                </Paper>
              ))}
            </Box>
          </Box>
          <NewsFeed />
        </>
      )}
    </Box>
  );
}
