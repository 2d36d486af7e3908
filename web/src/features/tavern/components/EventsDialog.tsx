// 'Aktualności w Karczmie' (spec 2 §2): today's and coming events with title, description, date
// and time, soonest first; 'Obecnie brak aktualnych wydarzeń w karczmie.' when there are none.
// Tavern keepers (manageTavern, by the stored role; checked by the server as well) also get 'Dodaj wydarzenie' and a
// confirmed 'Usuń' per event; both read the list again.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { errorMessage } from '@/lib/api';
import { ConfirmDialog } from '@/shared/components/ConfirmDialog';
import { eventsQuery } from '../api/eventsList';
import { useDeleteEvent } from '../api/useDeleteEvent';
import { eventWhen } from '../eventDates';
import { AddEventDialog } from './AddEventDialog';

export const EVENTS_TEXTS = {
  title: 'Aktualności w Karczmie',
  empty: 'Obecnie brak aktualnych wydarzeń w karczmie.',
  loadFailed: 'Nie udało się pobrać wydarzeń.',
  add: 'Dodaj wydarzenie',
  delete: 'Usuń',
  confirmDelete: 'Usunąć wydarzenie?',
  deleteFailed: 'Nie udało się usunąć wydarzenia.',
  close: 'Zamknij',
} as const;

interface EventsDialogProps {
  open: boolean;
  /** Shows the add and delete controls. */
  managesTavern: boolean;
  onClose: () => void;
}

export function EventsDialog({ open, managesTavern, onClose }: EventsDialogProps) {
  const events = useQuery({ ...eventsQuery, enabled: open });
  const remove = useDeleteEvent();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<{ id: number; title: string } | null>(null);
  const [error, setError] = useState<string | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    setError(null);
    remove.mutate(deleting.id, {
      onError: (failure) => setError(errorMessage(failure, EVENTS_TEXTS.deleteFailed)),
      onSettled: () => setDeleting(null),
    });
  };

  const list = events.data ?? [];
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="tavern-events-title">
      <DialogTitle id="tavern-events-title">{EVENTS_TEXTS.title}</DialogTitle>
      <DialogContent dividers>
        {events.isPending && <LinearProgress color="secondary" aria-label="Wczytywanie wydarzeń" />}
        {events.isError && <Alert severity="error">{errorMessage(events.error, EVENTS_TEXTS.loadFailed)}</Alert>}
        {events.isSuccess && list.length === 0 && <Typography color="text.secondary">{EVENTS_TEXTS.empty}</Typography>}
        {list.map((event) => (
          <Box
            key={event.id}
            component="article"
            data-testid="tavern-event"
            aria-label={event.title}
            sx={{ py: 1.5, display: 'flex', gap: 1, alignItems: 'flex-start', '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' } }}
          >
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="subtitle1" component="h3" sx={{ color: 'secondary.main', fontWeight: 700, overflowWrap: 'anywhere' }}>
                {event.title}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="p">
                {eventWhen(event.date, event.time)}
              </Typography>
              {event.description && (
                <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                  {event.description}
                </Typography>
              )}
            </Box>
            {managesTavern && (
              <Button
                size="small"
                color="error"
                startIcon={<DeleteOutline fontSize="small" />}
                aria-label={`${EVENTS_TEXTS.delete}: ${event.title}`}
                onClick={() => setDeleting({ id: event.id, title: event.title })}
              >
                {EVENTS_TEXTS.delete}
              </Button>
            )}
          </Box>
        ))}
        {error && (
          <Alert severity="error" sx={{ mt: 1 }} onClose={() => setError(null)}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        {managesTavern && (
          <Button color="secondary" startIcon={<Add />} onClick={() => setAdding(true)} sx={{ mr: 'auto' }}>
            {EVENTS_TEXTS.add}
          </Button>
        )}
        <Button color="secondary" onClick={onClose}>
          {EVENTS_TEXTS.close}
        </Button>
      </DialogActions>
      {managesTavern && <AddEventDialog open={adding} onClose={() => setAdding(false)} />}
      <ConfirmDialog
        open={deleting !== null}
        title={EVENTS_TEXTS.confirmDelete}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      >
        {deleting ? `„${deleting.title}” zniknie z aktualności. Tego nie można cofnąć.` : ''}
      </ConfirmDialog>
    </Dialog>
  );
}
