// The success of character creation: the spec's alert, then the way into the game.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { palette } from '@/app/theme';
import { wrapAnywhere } from '@/shared/theme/textFit';

const CREATED = 'Przeklęta istota została wskrzeszona!';

export function CreatedDialog({ open, name, onEnter }: { open: boolean; name: string; onEnter: () => void }) {
  return (
    <Dialog open={open} onClose={onEnter} aria-labelledby="created-title" maxWidth="xs" fullWidth>
      <DialogTitle id="created-title" sx={{ color: palette.gold, textAlign: 'center' }}>
        Wskrzeszenie
      </DialogTitle>
      <DialogContent>
        <Alert severity="success">{CREATED}</Alert>
        <Typography sx={{ mt: 2, textAlign: 'center', ...wrapAnywhere }}>
          Witaj w Mroku, <strong>{name}</strong>.
        </Typography>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'center', pb: 3 }}>
        <Button variant="contained" onClick={onEnter} autoFocus>
          Wejdź do Mroku
        </Button>
      </DialogActions>
    </Dialog>
  );
}
