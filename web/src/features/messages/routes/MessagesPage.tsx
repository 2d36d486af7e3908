// /home/messages — 'Twoje konwersacje' (spec 2 §2): the player's conversations, the most recently
// active first, each a row that opens it (components/ConversationRow); 'Napisz wiadomość' leads to
// the new-message form. Polled every 10 s and read at once on a pushed conversation_activity (the
// same read as the sidebar's dot, shared/messages). A failed read is only logged (spec 2 §8).
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Edit from '@mui/icons-material/Edit';
import { useConversations } from '@/shared/messages/queries';
import { ConversationRow } from '../components/ConversationRow';
import { useArrivalNotice } from '../hooks/useArrivalNotice';
import { NEW_MESSAGE_PATH } from '../paths';
import { MESSAGE_TEXTS } from '../texts';

export default function MessagesPage() {
  const conversations = useConversations();
  const [notice, dismiss] = useArrivalNotice();
  const { error } = conversations;
  useEffect(() => {
    if (error) console.error('The conversations were not read', error);
  }, [error]);

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography component="h1" variant="h4">
          {MESSAGE_TEXTS.listTitle}
        </Typography>
        <Button component={RouterLink} to={NEW_MESSAGE_PATH} variant="contained" startIcon={<Edit />}>
          {MESSAGE_TEXTS.write}
        </Button>
      </Box>
      {notice && (
        <Alert severity="success" onClose={dismiss}>
          {notice}
        </Alert>
      )}
      {conversations.isPending && conversations.fetchStatus === 'fetching' && <Typography color="text.secondary">{MESSAGE_TEXTS.loading}</Typography>}
      {conversations.data?.length === 0 && (
        <Paper sx={{ p: 3 }}>
          <Typography color="text.secondary">{MESSAGE_TEXTS.empty}</Typography>
        </Paper>
      )}
      {conversations.data && conversations.data.length > 0 && (
        <Paper>
          <List disablePadding aria-label={MESSAGE_TEXTS.listTitle}>
            {conversations.data.map((conversation) => (
              <ConversationRow key={conversation.id} conversation={conversation} />
            ))}
          </List>
        </Paper>
      )}
    </Box>
  );
}
