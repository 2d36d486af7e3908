// The hero of /resetpassword: the three steps of a password reset.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import AlternateEmail from '@mui/icons-material/AlternateEmail';
import MarkEmailRead from '@mui/icons-material/MarkEmailRead';
import LockReset from '@mui/icons-material/LockReset';
import { palette } from '@/app/theme';

const STEPS = [
  { icon: <AlternateEmail />, title: 'Podaj e-mail', text: 'Wpisz adres, na który założono konto.' },
  { icon: <MarkEmailRead />, title: 'Odbierz link', text: 'Wyślemy bezpieczny, jednorazowy link ważny przez godzinę.' },
  { icon: <LockReset />, title: 'Ustaw nowe hasło', text: 'Otwórz link i wybierz nowe, silne hasło.' },
];

export function ResetSteps() {
  return (
    <Box
      component="ol"
      aria-label="Jak odzyskać hasło"
      sx={{ listStyle: 'none', p: 0, m: 0, mb: 3, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}
    >
      {STEPS.map((step, index) => (
        <Box
          component="li"
          key={step.title}
          sx={{
            display: 'flex',
            flexDirection: { xs: 'row', sm: 'column' },
            alignItems: 'center',
            textAlign: { xs: 'left', sm: 'center' },
            gap: 1.5,
            p: 1.5,
            borderRadius: 1,
            border: '1px solid rgba(201, 164, 76, 0.14)',
            bgcolor: 'rgba(0, 0, 0, 0.18)',
          }}
        >
          <Box
            aria-hidden
            sx={{
              flex: 'none',
              width: 44,
              height: 44,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              color: palette.gold,
              border: `1px solid ${palette.goldDim}`,
              background: `radial-gradient(circle, rgba(158, 27, 36, 0.35), transparent 70%)`,
            }}
          >
            {step.icon}
          </Box>
          <Box>
            <Typography component="p" variant="subtitle2" sx={{ fontFamily: 'inherit', fontWeight: 600, color: palette.bone }}>
              {index + 1}. {step.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {step.text}
            </Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
