// The success of a registration: the account must be activated with the mailed link.
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { palette } from '@/app/theme';

export function RegisteredDialog({ email }: { email: string | null }) {
  const navigate = useNavigate();
  const toLogin = () => navigate('/login');
  return (
    <Dialog open={email !== null} onClose={toLogin} maxWidth="sm" fullWidth aria-labelledby="registered-title" aria-describedby="registered-text">
      <DialogTitle id="registered-title" sx={{ color: palette.gold, textAlign: 'center' }}>
        Konto zostało utworzone
      </DialogTitle>
      <DialogContent id="registered-text">
        <Typography sx={{ mb: 1.5 }}>
          Twoje konto zostało utworzone, ale zanim przekroczysz bramę, musisz je aktywować.
        </Typography>
        <Typography sx={{ mb: 1.5 }}>
          Link aktywacyjny wysłaliśmy na adres{' '}
          {/* The address keeps to one line (moved whole to the next one); only one longer than the line breaks. */}
          <Box component="span" data-testid="registered-address" sx={{ display: 'inline-block', maxWidth: '100%', overflowWrap: 'anywhere' }}>
            <Typography component="strong" sx={{ color: palette.bone, fontWeight: 600 }}>
              {email}
            </Typography>
            .
          </Box>{' '}
          Kliknij go, a potem zaloguj się.
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Link jest ważny przez 3 dni. Nie widzisz wiadomości? Sprawdź folder spam.
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={toLogin} variant="contained" autoFocus>
          Przejdź do logowania
        </Button>
      </DialogActions>
    </Dialog>
  );
}
