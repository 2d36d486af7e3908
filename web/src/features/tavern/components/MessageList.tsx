// The room's messages (spec 2 §2): one page, oldest first, in a scrolling pane that opens at its
// end and stays there as messages arrive while the reader is at the end (or the message is their
// own). Empty: 'Pokój {name} jest pusty' in a room without messages, 'Karczma jest pusta' without
// a room. On a phone the pane fills what the page leaves it (`fill`), so the composer stays in view.
import { useLayoutEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TavernMessageBody } from '@mrok/sdk';
import { wrapAnywhere } from '@/shared/theme/textFit';
import { TavernMessageItem } from './TavernMessageItem';

export const LIST_TEXTS = {
  emptyTavern: 'Karczma jest pusta',
  emptyRoom: (name: string) => `Pokój ${name} jest pusty`,
  loadFailed: 'Nie udało się wczytać wiadomości.',
} as const;

/** A reader this close to the end counts as reading the newest messages. */
const NEAR_END_PX = 80;

/** The pane's height: a fixed share of the window, or (`fill`, on a phone) what the page leaves it, at least `fillMin` px. */
export const PANE_HEIGHT = { minHeight: 220, height: { xs: '50vh', md: '55vh' }, fillMin: 120 } as const;

interface MessageListProps {
  /** Which room and page is shown ('3:1'); a new one sets the scroll afresh. */
  viewKey: string;
  /** The room's name; null without a room. */
  roomName: string | null;
  /** The room's description: what greets a player in a room nobody has written in yet. */
  roomDescription?: string | null;
  messages: TavernMessageBody[];
  loading: boolean;
  error: string | null;
  /** The player's id: their own new message always scrolls into view. */
  me: number | null;
  /** Page 1 (the newest) follows new messages; an older page stays put. */
  newest: boolean;
  /** Grow into the room the page's column leaves (a flex column as tall as the window). */
  fill?: boolean;
}

export function MessageList({ viewKey, roomName, roomDescription, messages, loading, error, me, newest, fill = false }: MessageListProps) {
  const pane = useRef<HTMLDivElement>(null);
  const atEnd = useRef(true);
  const scrolledView = useRef<string | null>(null);
  const last = messages.length > 0 ? messages[messages.length - 1] : null;
  const lastId = last?.id ?? null;
  const lastIsMine = last !== null && last.user_id === me;

  // A page newly shown opens at its end (the newest page) or its top (an older one); a message
  // arriving on the newest page scrolls it into view when the reader was at the end or wrote it.
  useLayoutEffect(() => {
    const element = pane.current;
    if (!element || lastId === null) return;
    if (scrolledView.current !== viewKey) {
      scrolledView.current = viewKey;
      element.scrollTop = newest ? element.scrollHeight : 0;
      atEnd.current = newest;
    } else if (newest && (atEnd.current || lastIsMine)) {
      element.scrollTop = element.scrollHeight;
      atEnd.current = true;
    }
  }, [viewKey, lastId, lastIsMine, newest]);

  const onScroll = () => {
    const element = pane.current;
    if (element) atEnd.current = element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_END_PX;
  };

  let body;
  if (roomName === null) body = <Empty text={LIST_TEXTS.emptyTavern} />;
  else if (error) body = <Alert severity="error">{error}</Alert>;
  else if (loading && messages.length === 0) body = <LinearProgress color="secondary" aria-label="Wczytywanie wiadomości" />;
  else if (messages.length === 0) body = <Empty text={LIST_TEXTS.emptyRoom(roomName)} description={roomDescription?.trim() || null} />;
  else body = messages.map((message) => <TavernMessageItem key={message.id} message={message} />);

  return (
    <Paper
      ref={pane}
      onScroll={onScroll}
      data-testid="tavern-messages"
      role="log"
      aria-label="Wiadomości w karczmie"
      aria-busy={loading}
      sx={{
        p: { xs: 0.5, sm: 1 },
        ...(fill ? { flex: '1 1 0', minHeight: PANE_HEIGHT.fillMin } : { minHeight: PANE_HEIGHT.minHeight, height: PANE_HEIGHT.height }),
        overflowY: 'auto',
        overscrollBehavior: 'contain',
      }}
    >
      {body}
    </Paper>
  );
}

function Empty({ text, description = null }: { text: string; description?: string | null }) {
  return (
    <Box sx={{ height: '100%', minHeight: 100, display: 'grid', placeItems: 'center', alignContent: 'center', gap: 1.5 }}>
      {description && (
        <Typography data-testid="tavern-room-description" sx={{ textAlign: 'center', maxWidth: 560, whiteSpace: 'pre-line', ...wrapAnywhere }}>
          {description}
        </Typography>
      )}
      <Typography color="text.secondary" sx={{ fontStyle: 'italic', textAlign: 'center', ...wrapAnywhere }}>
        {text}
      </Typography>
    </Box>
  );
}
