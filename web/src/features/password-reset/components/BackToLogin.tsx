// 'Powrót do logowania' under a password-reset page's card content.
import Button from '@mui/material/Button';
import { useNavigate } from 'react-router';

/** `gap`: the space above it, in theme units. */
export function BackToLogin({ gap }: { gap: number }) {
  const navigate = useNavigate();
  return (
    <Button fullWidth variant="outlined" color="secondary" onClick={() => navigate('/login')} sx={{ mt: gap }}>
      Powrót do logowania
    </Button>
  );
}
