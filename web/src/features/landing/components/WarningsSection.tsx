// 'Ostrzeżenia': what an adult dark-fantasy game contains, said plainly before anyone registers.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import EighteenUpRatingIcon from '@mui/icons-material/EighteenUpRating';
import BloodtypeIcon from '@mui/icons-material/Bloodtype';
import FavoriteIcon from '@mui/icons-material/Favorite';
import ScienceIcon from '@mui/icons-material/Science';
import RecordVoiceOverIcon from '@mui/icons-material/RecordVoiceOver';
import AutoStoriesIcon from '@mui/icons-material/AutoStories';
import { displayFont, palette } from '@/app/theme';
import { SectionHeading } from './SectionHeading';
import { LandingSection } from './LandingSection';

const WARNINGS: { title: string; text: string; icon: ReactNode }[] = [
  {
    title: 'Wyłącznie dla dorosłych',
    text: 'Mrok jest grą 18+. Zakładając konto, potwierdzasz, że masz ukończone 18 lat i świadomie wybierasz treści przeznaczone dla dorosłych.',
    icon: <EighteenUpRatingIcon />,
  },
  {
    title: 'Przemoc',
    text: 'Walka, okrucieństwo, rany i śmierć należą do tego świata. Opisy bywają dosadne i nie oszczędzają szczegółów — krew w Mroku jest prawdziwie czerwona.',
    icon: <BloodtypeIcon />,
  },
  {
    title: 'Treści seksualne',
    text: 'Wątki erotyczne mogą stać się częścią fabuły. Zawsze jednak tylko za zgodą wszystkich graczy biorących udział w scenie.',
    icon: <FavoriteIcon />,
  },
  {
    title: 'Używki',
    text: 'Alkohol, narkotyki i wyniszczające nałogi istnieją na ulicach miasta — także takie, których nie zna nasz świat.',
    icon: <ScienceIcon />,
  },
  {
    title: 'Wulgaryzmy',
    text: 'Postaci mówią językiem zaułków, karczm i pól bitewnych. Przekleństwa nikogo tu nie dziwią i nie są cenzurowane.',
    icon: <RecordVoiceOverIcon />,
  },
  {
    title: 'Świat fanowski',
    text: 'Mrok to niekomercyjny projekt tworzony przez pasjonatów. Świat, postaci i wydarzenia są fikcją; podobieństwo do rzeczywistych osób jest przypadkowe.',
    icon: <AutoStoriesIcon />,
  },
];

export function WarningsSection() {
  return (
    <LandingSection id="ostrzezenia" sx={{ py: { xs: 8, md: 12 }, px: { xs: 2, sm: 3 }, borderTop: '1px solid rgba(201, 164, 76, 0.12)' }}>
      <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
        <SectionHeading id="ostrzezenia-title" eyebrow="Zanim przekroczysz bramę" title="Ostrzeżenia">
          Opowieści, które tu powstają, bywają brutalne, zmysłowe i bezlitosne — jak świat, w którym się
          toczą. Przeczytaj uważnie, zanim zdecydujesz się wejść.
        </SectionHeading>

        <Box
          component="ul"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } }}
        >
          {WARNINGS.map((warning) => (
            <Box
              component="li"
              key={warning.title}
              sx={{
                p: 3,
                borderRadius: 1.5,
                border: '1px solid rgba(201, 164, 76, 0.16)',
                background: `linear-gradient(160deg, rgba(158, 27, 36, 0.10), rgba(21, 17, 19, 0.9) 45%)`,
              }}
            >
              <Box
                aria-hidden
                sx={{
                  width: 44,
                  height: 44,
                  mb: 2,
                  display: 'grid',
                  placeItems: 'center',
                  borderRadius: '50%',
                  color: palette.bloodBright,
                  border: `1px solid ${palette.blood}`,
                  bgcolor: 'rgba(158, 27, 36, 0.12)',
                }}
              >
                {warning.icon}
              </Box>
              <Typography component="h3" sx={{ fontFamily: displayFont, fontSize: '1.1rem', color: palette.bone, mb: 1, letterSpacing: '0.05em' }}>
                {warning.title}
              </Typography>
              <Typography sx={{ color: palette.parchment }}>{warning.text}</Typography>
            </Box>
          ))}
        </Box>

        <Box
          component="blockquote"
          sx={{ m: 0, mt: 6, mx: 'auto', maxWidth: 760, textAlign: 'center', borderTop: `1px solid ${palette.goldDim}`, pt: 3 }}
        >
          <Typography sx={{ fontStyle: 'italic', color: palette.bone, fontSize: '1.2rem' }}>
            Fikcja nie jest przyzwoleniem. To, co dzieje się w opowieści, zostaje w opowieści — poza nią
            obowiązuje szacunek dla drugiego człowieka.
          </Typography>
        </Box>
      </Box>
    </LandingSection>
  );
}
