// The live hint under a confirm-password field.
import Typography from '@mui/material/Typography';

export function MatchHint({ password, confirm }: { password: string; confirm: string }) {
  if (!confirm) return null;
  const same = password === confirm;
  return (
    <Typography variant="body2" role="status" sx={{ mt: 0.5, color: same ? '#7fb35c' : '#e2665c' }}>
      {same ? 'Hasła są identyczne' : 'Hasła nie są identyczne'}
    </Typography>
  );
}
