// The global announcement overlay (spec 3 §2.11): over everything, one message at a time with its
// title, its text (line breaks kept), when it was sent and 'n z m'. 'Następna' (or 'Zamknij' on the
// last) closes the shown one, 'Zamknij wszystkie (k)' — while more than one remains — every one
// left; clicking the backdrop acts like the primary button. Each closed message is marked read on
// the server (a failure is only logged: spec 3 §8), so it never shows again; one that arrives
// while the overlay is open joins its end.
import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { AnnouncementsService, type GlobalMessage } from '@mrok/sdk';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@/shared/dates';
import { wrapAnywhere } from '@/shared/theme/textFit';
import { recheckAnnouncements, unreadAnnouncementsQuery } from '@/shared/announcements/queries';

export const ANNOUNCEMENT_TEXTS = {
  next: 'Następna',
  close: 'Zamknij',
  closeAll: (left: number) => `Zamknij wszystkie (${left})`,
  counter: (n: number, of: number) => `${n} z ${of}`,
} as const;

/** Above the app bar, drawers, dialogs and snackbars of MUI. */
const OVER_EVERYTHING = 2000;

function sendRead(id: number): void {
  AnnouncementsService.markGlobalMessageRead({ id }).catch((error: unknown) => {
    console.error('Global message not marked read', error);
  });
}

export function GlobalAnnouncements() {
  const client = useQueryClient();
  const unread = useQuery(unreadAnnouncementsQuery);
  const [batch, setBatch] = useState<GlobalMessage[]>([]);
  const [index, setIndex] = useState(0);
  // Closed here: never shown again, even by a read that started before the server knew.
  const closed = useRef(new Set<number>());

  // What arrives while the overlay is open joins the end of it ('n z m' grows).
  useEffect(() => {
    const fresh = (unread.data ?? []).filter((message) => !closed.current.has(message.id));
    setBatch((current) => {
      const known = new Set(current.map((message) => message.id));
      const added = fresh.filter((message) => !known.has(message.id));
      return added.length > 0 ? [...current, ...added] : current;
    });
  }, [unread.data]);

  useEffect(() => {
    const onStorage = () => recheckAnnouncements(client);
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [client]);

  const markRead = (id: number) => {
    closed.current.add(id);
    sendRead(id);
  };
  const shown = batch[index];
  if (!shown) return null;
  const left = batch.length - index;

  const finish = () => {
    setBatch([]);
    setIndex(0);
    recheckAnnouncements(client);
  };
  const closeShown = () => {
    markRead(shown.id);
    if (index + 1 < batch.length) setIndex(index + 1);
    else finish();
  };
  const closeAll = () => {
    for (const message of batch.slice(index)) markRead(message.id);
    finish();
  };

  return (
    <Dialog
      open
      onClose={closeShown}
      maxWidth="sm"
      fullWidth
      sx={{ zIndex: OVER_EVERYTHING }}
      aria-labelledby="global-announcement-title"
      data-testid="global-announcement"
    >
      <DialogTitle id="global-announcement-title" sx={wrapAnywhere}>
        {shown.title}
      </DialogTitle>
      <DialogContent>
        <Typography sx={{ whiteSpace: 'pre-wrap', ...wrapAnywhere }}>{shown.content}</Typography>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 2 }}>
          {formatDateTime(shown.created_at)} · {ANNOUNCEMENT_TEXTS.counter(index + 1, batch.length)}
        </Typography>
      </DialogContent>
      <DialogActions>
        {left > 1 && <Button onClick={closeAll}>{ANNOUNCEMENT_TEXTS.closeAll(left)}</Button>}
        <Button variant="contained" color="secondary" onClick={closeShown} autoFocus>
          {left > 1 ? ANNOUNCEMENT_TEXTS.next : ANNOUNCEMENT_TEXTS.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
