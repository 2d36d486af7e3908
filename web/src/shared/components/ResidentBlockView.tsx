// The 'game unavailable' view shown to residents while an admin announcement blocks the game
// (spec 1 §2): in the app it replaces everything; on the login page it offers logout instead.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../dates';
import { palette } from '@/app/theme';

export interface ResidentBlockViewProps {
  title?: string | null;
  /** HTML written by an admin (sanitized by the server). */
  content?: string | null;
  updatedAt?: string | null;
  /** `app`: 'Ucieczka z mroku' clears storage and goes to /login; `login`: a logout button. */
  variant: 'app' | 'login';
  onRecheck: () => void;
  onEscape: () => void;
  checking?: boolean;
}

export function ResidentBlockView({ title, content, updatedAt, variant, onRecheck, onEscape, checking }: ResidentBlockViewProps) {
  return (
    <Box role="alertdialog" aria-labelledby="block-title" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper sx={{ maxWidth: 640, width: '100%', p: { xs: 3, sm: 5 }, textAlign: 'center', borderColor: palette.blood }}>
        <Typography id="block-title" component="h1" variant="h4" sx={{ color: palette.bloodBright, mb: 3 }}>
          {title || 'Gra niedostępna'}
        </Typography>
        {content ? (
          <Box sx={{ mb: 3, textAlign: 'left' }} dangerouslySetInnerHTML={{ __html: content }} />
        ) : (
          <Typography sx={{ mb: 3 }}>Gra jest obecnie niedostępna.</Typography>
        )}
        {updatedAt && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
            Ostatnie tchnienie: {formatDateTime(updatedAt)}
          </Typography>
        )}
        <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
          <Button variant="outlined" color="secondary" onClick={onEscape}>
            {variant === 'app' ? 'Ucieczka z mroku' : 'Wyloguj się'}
          </Button>
          <Button variant="contained" onClick={onRecheck} disabled={checking}>
            Sprawdź ponownie
          </Button>
        </Box>
      </Paper>
    </Box>
  );
}
