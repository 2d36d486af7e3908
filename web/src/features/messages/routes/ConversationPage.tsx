// /home/messages/{conversationId} (spec 2 §2): the messages oldest first (the newest 100, older
// ones on request), the shared composer for a reply (with its focus-mode writer), and deleting
// the conversation after a confirmation. Opening it and sending mark it seen. When the other
// player deleted it, it can be read but not answered.
import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { MessagesService, type ConversationMessage } from '@mrok/sdk';
import { errorMessage } from '../../../lib/api';
import { ConfirmDialog } from '../../../shared/components/ConfirmDialog';
import { Composer } from '../../../shared/composer/Composer';
import { formatDateTime } from '../../../shared/dates';
import { RichTextContent } from '../../../shared/editor/RichTextContent';
import { conversationKeys, ownId } from '../../../shared/messages/queries';
import { MESSAGE_TEXTS, stripBullets } from '../texts';

const PAGE = 100;

export default function ConversationPage() {
  const id = Number(useParams().conversationId);
  const me = ownId();
  const client = useQueryClient();
  const navigate = useNavigate();
  const arrived = (useLocation().state as { notice?: string | null } | null)?.notice ?? null;
  const conversation = useQuery({
    queryKey: conversationKeys.one(id),
    queryFn: () => MessagesService.getConversation({ id }),
    enabled: Number.isSafeInteger(id) && id > 0,
    retry: false,
  });
  const latest = useQuery({
    queryKey: conversationKeys.messages(id),
    queryFn: () => MessagesService.conversationMessages({ id, limit: PAGE }),
    enabled: conversation.isSuccess,
  });
  const [older, setOlder] = useState<ConversationMessage[]>([]);
  const [noMoreOlder, setNoMoreOlder] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const lastActivity = conversation.data?.last_activity;
  useEffect(() => {
    if (!lastActivity || conversation.data?.seen_at === lastActivity) return;
    MessagesService.markConversationSeen({ id, requestBody: { seenAt: lastActivity } })
      .then(() => client.invalidateQueries({ queryKey: conversationKeys.list(me ?? 0) }))
      .catch((failure: unknown) => console.error('Conversation not marked seen', failure));
  }, [client, conversation.data?.seen_at, id, lastActivity, me]);

  if (conversation.isError) {
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Alert severity="warning">{errorMessage(conversation.error, MESSAGE_TEXTS.notFound)}</Alert>
        <Button component={RouterLink} to="/home/messages" color="secondary">
          {MESSAGE_TEXTS.back}
        </Button>
      </Box>
    );
  }
  if (!conversation.data) return <Typography color="text.secondary">{MESSAGE_TEXTS.loading}</Typography>;
  const talk = conversation.data;
  const messages = [...older, ...(latest.data ?? [])];
  const canLoadOlder = !noMoreOlder && (older.length > 0 ? older.length % PAGE === 0 : (latest.data?.length ?? 0) === PAGE);

  const loadOlder = async () => {
    const first = messages[0];
    if (!first) return;
    const page = await MessagesService.conversationMessages({ id, before: first.id, limit: PAGE });
    setOlder([...page, ...older]);
    if (page.length < PAGE) setNoMoreOlder(true);
  };
  const reply = async (html: string) => {
    const content = stripBullets(html);
    await MessagesService.sendPrivateMessage({ requestBody: { conversation_id: id, content } });
    await Promise.all([
      client.invalidateQueries({ queryKey: conversationKeys.messages(id) }),
      client.invalidateQueries({ queryKey: conversationKeys.one(id) }),
      client.invalidateQueries({ queryKey: conversationKeys.list(me ?? 0) }),
    ]);
  };
  const remove = async () => {
    setBusy(true);
    try {
      await MessagesService.deleteConversation({ id });
      await client.invalidateQueries({ queryKey: conversationKeys.list(me ?? 0) });
      navigate('/home/messages', { state: { notice: MESSAGE_TEXTS.deleted } });
    } catch (failure) {
      setDeleting(false);
      setError(MESSAGE_TEXTS.deleteFailed(errorMessage(failure, MESSAGE_TEXTS.unknownError)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 2, flexWrap: 'wrap' }}>
        <Box>
          <Typography component="h1" variant="h4">
            {talk.name.trim() || MESSAGE_TEXTS.untitled}
          </Typography>
          <Typography color="text.secondary">{MESSAGE_TEXTS.with(talk.other_user_name ?? MESSAGE_TEXTS.unknown)}</Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button component={RouterLink} to="/home/messages" color="secondary">
            {MESSAGE_TEXTS.back}
          </Button>
          <Button color="primary" onClick={() => setDeleting(true)}>
            {MESSAGE_TEXTS.delete}
          </Button>
        </Box>
      </Box>
      {arrived && <Alert severity="success">{arrived}</Alert>}
      {error && <Alert severity="error">{error}</Alert>}
      {canLoadOlder && (
        <Button onClick={() => void loadOlder()} color="secondary">
          {MESSAGE_TEXTS.olderMessages}
        </Button>
      )}
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {messages.map((message) => (
          <Paper key={message.id} data-testid="private-message" sx={{ p: 2, borderLeft: '3px solid', borderLeftColor: message.sender_id === me ? 'secondary.main' : 'primary.main' }}>
            <Typography variant="subtitle2" component="span">
              {message.sender_name ?? MESSAGE_TEXTS.unknown}
            </Typography>
            <Typography variant="caption" color="text.secondary" sx={{ ml: 1 }}>
              {formatDateTime(message.created_at)}
            </Typography>
            <RichTextContent html={message.content} sx={{ mt: 1 }} />
          </Paper>
        ))}
      </Box>
      {talk.other_user_left ? (
        <Alert severity="info">{MESSAGE_TEXTS.otherLeft}</Alert>
      ) : (
        <Composer onSend={reply} draftKey={`conversation:${id}`} placeholder={MESSAGE_TEXTS.replyPlaceholder} sendErrorText={MESSAGE_TEXTS.sendFailed} />
      )}
      <ConfirmDialog open={deleting} title={MESSAGE_TEXTS.deleteTitle} busy={busy} onConfirm={() => void remove()} onCancel={() => setDeleting(false)}>
        {MESSAGE_TEXTS.deleteQuestion}
      </ConfirmDialog>
    </Box>
  );
}
