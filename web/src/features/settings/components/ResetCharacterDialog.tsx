// The character reset: the password confirms it; on success the page takes the player away.
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { errorMessage } from '@/lib/api';
import { BusyButton } from '@/shared/components/BusyButton';
import { PasswordField } from '@/shared/components/PasswordField';
import { useResetCharacter } from '../api/useResetCharacter';
import { TEXTS } from '../settingsRules';

interface ResetCharacterDialogProps {
  open: boolean;
  userId: string;
  onClose: () => void;
  onReset: () => void;
}

export function ResetCharacterDialog({ open, userId, onClose, onReset }: ResetCharacterDialogProps) {
  const reset = useResetCharacter(userId);
  const [password, setPassword] = useState('');
  const done = reset.isSuccess;

  const close = () => {
    if (reset.isPending || done) return;
    setPassword('');
    reset.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password || reset.isPending || done) return;
    reset.mutate(password, { onSuccess: onReset });
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="reset-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="reset-title">Resetuj postać</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          {done ? (
            <Alert severity="success">{TEXTS.resetDone}</Alert>
          ) : (
            <>
              <DialogContentText>
                Twoja postać główna i postacie poboczne zostaną usunięte wraz z kartami, a ty stworzysz nową postać od
                początku. Tej operacji nie można cofnąć.
              </DialogContentText>
              <PasswordField
                label="Hasło"
                autoFocus
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                helperText="Podaj hasło, aby potwierdzić."
                disabled={reset.isPending}
              />
              {reset.isError && <Alert severity="error">{errorMessage(reset.error, TEXTS.resetFailed)}</Alert>}
            </>
          )}
        </DialogContent>
        {!done && (
          <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
            <Button onClick={close} disabled={reset.isPending} color="inherit">
              Anuluj
            </Button>
            <BusyButton type="submit" variant="contained" busy={reset.isPending} disabled={!password}>
              Resetuj postać
            </BusyButton>
          </DialogActions>
        )}
      </form>
    </Dialog>
  );
}
