// The admins' add-event dialog (spec 2 §2, §5): title (required after trimming — 'Dodaj' stays
// disabled while it is empty), optional description, date (today by default) and optional time.
// The server's refusal is shown as it says it.
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { errorMessage } from '@/lib/api';
import { BusyButton } from '@/shared/components/BusyButton';
import { useConfirmDiscard } from '@/shared/components/useConfirmDiscard';
import { useResetOnOpen } from '@/shared/components/useAction';
import { useAddEvent } from '../api/useAddEvent';
import { todayIso } from '../eventDates';

export const ADD_EVENT_TEXTS = {
  title: 'Dodaj wydarzenie',
  name: 'Tytuł',
  description: 'Opis (opcjonalnie)',
  date: 'Data',
  time: 'Godzina (opcjonalnie)',
  add: 'Dodaj',
  cancel: 'Anuluj',
  failed: 'Nie udało się dodać wydarzenia.',
} as const;

const emptyForm = () => ({ title: '', description: '', date: todayIso(), time: '' });

export function AddEventDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const add = useAddEvent();
  const [form, setForm] = useState(emptyForm);
  const [error, setError] = useState<string | null>(null);
  useResetOnOpen(open, () => {
    setForm(emptyForm());
    setError(null);
  });

  const discard = useConfirmDiscard(open && Boolean(form.title.trim() || form.description.trim() || form.time), onClose);
  const title = form.title.trim();
  const ready = title !== '' && form.date !== '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || add.isPending) return;
    setError(null);
    add.mutate(
      { title, description: form.description.trim() || undefined, date: form.date, time: form.time || undefined },
      { onSuccess: onClose, onError: (failure) => setError(errorMessage(failure, ADD_EVENT_TEXTS.failed)) },
    );
  };
  const set = (field: keyof ReturnType<typeof emptyForm>) => (event: { target: { value: string } }) =>
    setForm((now) => ({ ...now, [field]: event.target.value }));

  return (
    <Dialog open={open} onClose={add.isPending ? undefined : discard.requestClose} fullWidth maxWidth="xs" aria-labelledby="tavern-add-event-title">
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle id="tavern-add-event-title">{ADD_EVENT_TEXTS.title}</DialogTitle>
        <DialogContent dividers sx={{ display: 'grid', gap: 2 }}>
          <TextField label={ADD_EVENT_TEXTS.name} value={form.title} onChange={set('title')} required autoFocus size="small" slotProps={{ htmlInput: { maxLength: 200 } }} />
          <TextField label={ADD_EVENT_TEXTS.description} value={form.description} onChange={set('description')} multiline minRows={2} size="small" slotProps={{ htmlInput: { maxLength: 2000 } }} />
          <Box sx={{ display: 'flex', gap: 2 }}>
            <TextField label={ADD_EVENT_TEXTS.date} type="date" value={form.date} onChange={set('date')} required size="small" sx={{ flex: 1 }} slotProps={{ inputLabel: { shrink: true } }} />
            <TextField label={ADD_EVENT_TEXTS.time} type="time" value={form.time} onChange={set('time')} size="small" sx={{ flex: 1 }} slotProps={{ inputLabel: { shrink: true } }} />
          </Box>
          {error && <Alert severity="error">{error}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button color="secondary" onClick={discard.requestClose} disabled={add.isPending}>
            {ADD_EVENT_TEXTS.cancel}
          </Button>
          <BusyButton type="submit" variant="contained" busy={add.isPending} disabled={!ready}>
            {ADD_EVENT_TEXTS.add}
          </BusyButton>
        </DialogActions>
      </Box>
      {discard.confirmation}
    </Dialog>
  );
}
