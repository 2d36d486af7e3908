// One confirmation dialog for every irreversible action (deleting a skill, a flaw or a secondary
// character, closing a session, throwing away unsaved words, the one-time magic choice),
// configured by its texts.
import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { wrapAnywhere } from '../theme/textFit';
import { BusyButton } from './BusyButton';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel?: string;
  /** The way back, 'Anuluj' unless told. */
  cancelLabel?: string;
  busy?: boolean;
  /** Which button has the focus (Enter presses it): the confirmation unless losing something is the risk. */
  focus?: 'confirm' | 'cancel';
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({ open, title, children, confirmLabel = 'Usuń', cancelLabel = 'Anuluj', busy = false, focus = 'confirm', onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    // A question may name a title or a name of one long word: the dialog's text wraps.
    <Dialog open={open} onClose={busy ? undefined : onCancel} aria-labelledby="confirm-dialog-title" maxWidth="xs" fullWidth slotProps={{ paper: { sx: wrapAnywhere } }}>
      <DialogTitle id="confirm-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText component="div">{children}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy} color="secondary" autoFocus={focus === 'cancel'}>
          {cancelLabel}
        </Button>
        <BusyButton onClick={onConfirm} busy={busy} variant="contained" color="primary" autoFocus={focus === 'confirm'}>
          {confirmLabel}
        </BusyButton>
      </DialogActions>
    </Dialog>
  );
}
