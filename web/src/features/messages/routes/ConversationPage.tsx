// /home/messages/{conversationId} (spec 2 §2): the conversation's name and the other player, its
// messages oldest first (the newest 100, older ones on request), the reply on the shared composer
// with its focus-mode writer, and 'Usuń konwersację' after a confirmation. Opening it, a reply and
// a message arriving while it is open mark it seen. Anyone but its members is told it does not
// exist and sees nothing of it.
import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@/lib/api';
import { viewerId } from '@/shared/viewer';
import { DeleteConversationButton } from '../components/DeleteConversation';
import { MessageThread } from '../components/MessageThread';
import { ReplyComposer } from '../components/ReplyComposer';
import { useArrivalNotice } from '../hooks/useArrivalNotice';
import { useConversationThread } from '../hooks/useConversationThread';
import { useSeenMarker } from '../hooks/useSeenMarker';
import { MESSAGES_PATH, NEW_MESSAGE_PATH } from '../paths';
import { MESSAGE_TEXTS, conversationName, playerName } from '../texts';

function BackToList() {
  return (
    <Button component={RouterLink} to={MESSAGES_PATH} color="secondary">
      {MESSAGE_TEXTS.back}
    </Button>
  );
}

export default function ConversationPage() {
  const id = Number(useParams().conversationId);
  const valid = Number.isSafeInteger(id) && id > 0;
  const { conversation, thread, canLoadOlder, loadingOlder, loadOlder } = useConversationThread(id);
  useSeenMarker(conversation.data, id);
  const [notice, dismiss] = useArrivalNotice();

  if (!valid || conversation.isError) {
    return (
      <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
        <Alert severity="warning">{errorMessage(conversation.error, MESSAGE_TEXTS.notFound)}</Alert>
        <BackToList />
      </Box>
    );
  }
  if (!conversation.data) return <Typography color="text.secondary">{MESSAGE_TEXTS.loading}</Typography>;
  const talk = conversation.data;
  const other = playerName(talk.other_user_name);
  const writeAgain = `${NEW_MESSAGE_PATH}?${new URLSearchParams({ userId: String(talk.other_user_id), nickname: talk.other_user_name ?? '' })}`;

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          <Typography component="h1" variant="h4">
            {conversationName(talk.name)}
          </Typography>
          <Typography color="text.secondary">{MESSAGE_TEXTS.with(other)}</Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
          <BackToList />
          <DeleteConversationButton conversationId={id} />
        </Box>
      </Box>
      {notice && (
        <Alert severity="success" onClose={dismiss}>
          {notice}
        </Alert>
      )}
      {thread.data && (
        <MessageThread
          messages={thread.data.messages}
          ownId={viewerId()}
          canLoadOlder={canLoadOlder}
          loadingOlder={loadingOlder}
          onLoadOlder={loadOlder}
        />
      )}
      {thread.isPending && <Typography color="text.secondary">{MESSAGE_TEXTS.loading}</Typography>}
      <ReplyComposer conversationId={id} otherLeft={talk.other_user_left} writeAgainTo={writeAgain} />
    </Box>
  );
}
