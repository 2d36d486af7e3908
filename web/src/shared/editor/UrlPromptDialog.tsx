// A small dialog asking for one address (image by URL: 'Wklej URL obrazka'; a link in the
// announcement editor). It can refuse an address outright (`validate`) or ask the user to confirm
// an odd one first (`confirm`). Its submit stops here: React passes events up through the
// dialog's portal, so it would otherwise also submit a form around the editor (a lore entry, a
// news item) instead of inserting the image or link.
import { useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';

export interface UrlPromptDialogProps {
  open: boolean;
  title: string;
  /** The field's label, e.g. 'Wklej URL obrazka'. */
  label: string;
  submitLabel: string;
  initialValue?: string;
  /** An empty answer is submitted too (e.g. to remove a link); otherwise the button is disabled. */
  allowEmpty?: boolean;
  /** A message refusing the address, or null. */
  validate?: (value: string) => string | null;
  /** A question to confirm before the address is used, or null. */
  confirm?: (value: string) => string | null;
  onCancel: () => void;
  onSubmit: (value: string) => void;
}

export function UrlPromptDialog(props: UrlPromptDialogProps) {
  const { open, title, label, submitLabel, initialValue = '', allowEmpty, validate, confirm, onCancel, onSubmit } = props;
  const [value, setValue] = useState(initialValue);
  const [error, setError] = useState<string | null>(null);
  const [question, setQuestion] = useState<string | null>(null);

  useEffect(() => {
    if (open) {
      setValue(initialValue);
      setError(null);
      setQuestion(null);
    }
  }, [open, initialValue]);

  const trimmed = value.trim();

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    event?.stopPropagation();
    if (!trimmed && !allowEmpty) return;
    const refusal = trimmed ? (validate?.(trimmed) ?? null) : null;
    if (refusal) {
      setError(refusal);
      return;
    }
    const ask = trimmed ? (confirm?.(trimmed) ?? null) : null;
    if (ask && !question) {
      setQuestion(ask);
      return;
    }
    onSubmit(trimmed);
  };

  return (
    <Dialog open={open} onClose={onCancel} maxWidth="sm" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            label={label}
            value={value}
            onChange={(e) => {
              setValue(e.target.value);
              setError(null);
              setQuestion(null);
            }}
            error={Boolean(error)}
            helperText={error ?? ' '}
            margin="dense"
            slotProps={{ htmlInput: { inputMode: 'url', autoComplete: 'off', spellCheck: false } }}
          />
          {question && (
            <Alert severity="warning">
              {question}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onCancel} color="inherit">
            Anuluj
          </Button>
          <Button type="submit" variant="contained" disabled={!trimmed && !allowEmpty}>
            {question ? 'Tak, wstaw' : submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
