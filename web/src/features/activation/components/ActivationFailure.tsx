// The failed activation: the message, the likely causes and the ways out.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';

const CAUSES = [
  'Link wygasł (jest ważny przez 3 dni) lub został już użyty.',
  'Konto zostało już wcześniej aktywowane — spróbuj się po prostu zalogować.',
  'Adres URL jest niepełny lub błędny — skopiuj cały link z wiadomości e-mail.',
];

export function ActivationFailure({ message }: { message: string }) {
  const navigate = useNavigate();
  return (
    <Box>
      <Alert severity="error">{message}</Alert>
      <Typography component="h2" variant="subtitle1" sx={{ mt: 3, fontFamily: 'inherit', fontWeight: 600 }}>
        Możliwe przyczyny:
      </Typography>
      <Box component="ul" sx={{ mt: 1, mb: 0, pl: 3, color: 'text.secondary' }}>
        {CAUSES.map((cause) => (
          <Typography component="li" key={cause} sx={{ mb: 0.5 }}>
            {cause}
          </Typography>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 2, mt: 3, flexDirection: 'column' }}>
        <Button fullWidth variant="outlined" color="secondary" onClick={() => navigate('/register')}>
          Zarejestruj ponownie
        </Button>
        <Button fullWidth variant="contained" onClick={() => navigate('/login')}>
          Przejdź do logowania
        </Button>
      </Box>
    </Box>
  );
}
