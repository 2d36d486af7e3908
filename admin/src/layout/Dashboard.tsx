// The landing page: shortcuts for administrators, with the approval queue's length on
// 'Postacie'; game masters are told that nothing waits for them here yet.
import { Link, Title, useGetIdentity, useGetList, usePermissions } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import characters from '../characters';
import { WAITING_FILTER } from '../characters/labels';
import globalMessages from '../globalMessages';
import sessions from '../sessions';
import tavernRooms from '../tavernRooms';
import { bodyFont } from '../theme';
import users from '../users';

/** The characters waiting for approval: how many, and a way to them. */
function ApprovalQueue() {
  const { total, isPending, error } = useGetList('characters', { filter: WAITING_FILTER, pagination: { page: 1, perPage: 1 } });
  if (isPending || error) return null;
  return (
    <Box data-testid="approval-queue" sx={{ mt: 1, display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
      <Typography component="span" sx={{ fontWeight: 700 }}>
        Czeka na akceptację: {total ?? 0}
      </Typography>
      {Boolean(total) && (
        <Button component={Link} to={`/characters?filter=${encodeURIComponent(JSON.stringify(WAITING_FILTER))}`} color="secondary" size="small">
          Niezaakceptowane
        </Button>
      )}
    </Box>
  );
}

export function Dashboard() {
  const { permissions, isPending } = usePermissions<string | null>();
  const { identity } = useGetIdentity();
  if (isPending) return null;

  if (permissions !== 'admin') {
    return (
      <Box sx={{ mt: 2 }}>
        <Title title="Pulpit" />
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h5" component="h1" gutterBottom>
              Witaj, mistrzu gry
            </Typography>
            <Typography data-testid="game-master-note">
              Na razie nie ma tu nic do zrobienia dla mistrzów gry. Narzędzia do prowadzenia sesji pojawią się
              w panelu w kolejnych wersjach Mroku.
            </Typography>
          </CardContent>
        </Card>
      </Box>
    );
  }

  const shortcuts = [
    { to: '/users', label: 'Konta', text: 'Gracze, ich role, aktywność i ostatnie logowania.', Icon: users.icon },
    { to: '/characters', label: 'Postacie', text: 'Postacie główne i poboczne do zaakceptowania.', Icon: characters.icon },
    { to: '/sessions', label: 'Sesje', text: 'Sesje ogólne i prywatne, do przeczytania w grze.', Icon: sessions.icon },
    { to: '/tavernRooms', label: 'Karczma', text: 'Pokoje karczmy: nazwy, opisy, nowe i usunięte.', Icon: tavernRooms.icon },
    { to: '/globalMessages', label: 'Ogłoszenia', text: 'Ogłoszenie dla wszystkich graczy i kto je przeczytał.', Icon: globalMessages.icon },
  ];
  return (
    <Box sx={{ mt: 2 }}>
      <Title title="Pulpit" />
      <Typography variant="h5" component="h1" gutterBottom>
        Witaj
        {identity?.fullName && (
          <>
            ,{' '}
            {/* The address as written: the heading's Cinzel has capitals only. */}
            <Box component="span" data-testid="greeting-address" sx={{ fontFamily: bodyFont, letterSpacing: 0 }}>
              {identity.fullName}
            </Box>
          </>
        )}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {shortcuts.map(({ to, label, text, Icon }) => (
          <Card key={to} variant="outlined">
            <CardContent>
              <Typography variant="h6" component="h2" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <Icon color="secondary" /> {label}
              </Typography>
              <Typography color="text.secondary">{text}</Typography>
              {to === '/characters' && <ApprovalQueue />}
            </CardContent>
            <CardActions>
              <Button component={Link} to={to} color="secondary">
                Otwórz
              </Button>
            </CardActions>
          </Card>
        ))}
      </Box>
    </Box>
  );
}
