// The session's messages (spec 2 §2, §4, §9): 20 a page, MUI Pagination when there is more than
// one page, in a pane that scrolls on its own; one message at a time in edit mode.
import type { Ref } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { SessionMessage } from '@/shared/sessions/model';
import { MessageItem } from './MessageItem';
import { VIEW_TEXTS, canEditMessage, type EditState } from './viewLogic';

export interface MessagePaneProps {
  messages: SessionMessage[] | undefined;
  /** The first message the player had not seen on opening: 'Nowe wiadomości' marks it. */
  firstUnreadId?: number | null;
  loading: boolean;
  fetching: boolean;
  failed: boolean;
  onRetry: () => void;
  page: number;
  pages: number;
  onPageChange: (page: number) => void;
  userId: number | null;
  canWrite: boolean;
  edit: EditState;
  onStartEdit: (message: SessionMessage) => void;
  onEditChange: (html: string) => void;
  onEditSave: () => void;
  onEditCancel: () => void;
  isMobile: boolean;
  paneRef: Ref<HTMLDivElement>;
}

export function MessagePane({
  messages,
  firstUnreadId = null,
  loading,
  fetching,
  failed,
  onRetry,
  page,
  pages,
  onPageChange,
  userId,
  canWrite,
  edit,
  onStartEdit,
  onEditChange,
  onEditSave,
  onEditCancel,
  isMobile,
  paneRef,
}: MessagePaneProps) {
  // Paging waits while a message is edited, so the text being written is never lost.
  const pagination = (label: string) =>
    pages > 1 ? (
      <Pagination
        count={pages}
        page={page}
        onChange={(_event, next) => onPageChange(next)}
        disabled={edit.messageId !== null}
        color="secondary"
        size={isMobile ? 'small' : 'medium'}
        siblingCount={isMobile ? 0 : 1}
        boundaryCount={1}
        aria-label={label}
        sx={{ display: 'flex', justifyContent: 'center', py: 1 }}
      />
    ) : null;

  let body;
  if (failed && !messages) {
    body = (
      <Alert
        severity="error"
        sx={{ m: 2 }}
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            Spróbuj ponownie
          </Button>
        }
      >
        Nie udało się wczytać wiadomości
      </Alert>
    );
  } else if (loading && !messages) {
    body = (
      <Box role="status" aria-label="Ładowanie wiadomości" sx={{ p: 2 }}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rectangular" height={72} sx={{ mb: 1, opacity: 0.3 }} />
        ))}
      </Box>
    );
  } else if (!messages || messages.length === 0) {
    body = (
      <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center', fontStyle: 'italic' }}>
        {VIEW_TEXTS.empty}
      </Typography>
    );
  } else {
    body = messages.map((message) => {
      const editingThis = edit.messageId === message.id;
      return (
        <MessageItem
          key={message.id}
          message={message}
          firstUnread={message.id === firstUnreadId}
          canEdit={canEditMessage(message, userId, canWrite)}
          editLocked={edit.messageId !== null && !editingThis}
          onEdit={() => onStartEdit(message)}
          edit={
            editingThis
              ? {
                  html: edit.html,
                  saving: edit.saving,
                  error: edit.error,
                  onChange: onEditChange,
                  onSave: onEditSave,
                  onCancel: onEditCancel,
                }
              : null
          }
        />
      );
    });
  }

  return (
    <Paper component="section" aria-label="Wiadomości sesji" sx={{ mb: 2, minWidth: 0, overflow: 'hidden' }}>
      {pagination('Strony wiadomości')}
      <Box sx={{ height: 4 }}>{fetching && messages && <LinearProgress color="secondary" aria-hidden />}</Box>
      <Box
        ref={paneRef}
        data-testid="messages-pane"
        sx={{
          // The pane scrolls on its own (spec 2 §9: about 95% of the window on desktop; shorter on
          // a phone, so the composer stays within reach). Above the composer it keeps some height;
          // without one (closed, or read by an outsider) it ends under the last message.
          maxHeight: isMobile ? '70vh' : '95vh',
          minHeight: canWrite ? 160 : 0,
          overflowY: 'auto',
          overscrollBehavior: 'contain',
          WebkitOverflowScrolling: 'touch',
        }}
      >
        {body}
      </Box>
      {pages > 1 && <Box sx={{ borderTop: 1, borderColor: 'divider' }}>{pagination('Strony wiadomości (dół)')}</Box>}
    </Paper>
  );
}
