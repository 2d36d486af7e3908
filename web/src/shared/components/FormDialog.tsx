// A dialog holding one form the player writes in (a card entry, a session report): the title,
// the fields in a column, why the last try failed, 'Anuluj' and the submit button. Closing it
// with unsaved changes asks first (useConfirmDiscard); nothing closes it while it is sending.
import type { FormEvent, ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { BusyButton } from './BusyButton';
import { useConfirmDiscard } from './useConfirmDiscard';

interface FormDialogProps {
  titleId: string;
  title: ReactNode;
  /** Something is written and not saved. */
  dirty: boolean;
  busy: boolean;
  onSubmit: (event: FormEvent) => void;
  /** Closes the dialog for good. */
  onClose: () => void;
  /** Why the last try failed (or the form's own problem), under the fields. */
  error: string | null;
  cancelLabel: string;
  submitLabel: ReactNode;
  scroll?: DialogProps['scroll'];
  children: ReactNode;
}

export function FormDialog({ titleId, title, dirty, busy, onSubmit, onClose, error, cancelLabel, submitLabel, scroll, children }: FormDialogProps) {
  const discard = useConfirmDiscard(dirty, onClose);
  return (
    <Dialog open onClose={busy ? undefined : discard.requestClose} fullWidth maxWidth="sm" aria-labelledby={titleId} scroll={scroll}>
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
          {children}
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={discard.requestClose} color="secondary" disabled={busy}>
            {cancelLabel}
          </Button>
          <BusyButton type="submit" variant="contained" busy={busy}>
            {submitLabel}
          </BusyButton>
        </DialogActions>
      </Box>
      {discard.confirmation}
    </Dialog>
  );
}
