// /home/messages — 'Twoje konwersacje' (spec 2 §2): each conversation's name ('Bez nazwy'), the
// other player's name ('Nieznany') and the last activity; an unread one has a red dot and
// 'nowa wiadomość'. Polled every 10 s and refreshed at once by a pushed frame.
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useLocation } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { UnreadDot } from '../../../shared/components/UnreadDot';
import { formatDateTime } from '../../../shared/dates';
import { conversationsQuery, isUnreadConversation, ownId } from '../../../shared/messages/queries';
import { MESSAGE_TEXTS } from '../texts';

export default function MessagesPage() {
  const me = ownId();
  const conversations = useQuery({ ...conversationsQuery(me ?? 0), enabled: me !== null });
  // 'Konwersacja została usunięta.' after a deletion.
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2 }}>
        <Typography component="h1" variant="h4">
          {MESSAGE_TEXTS.listTitle}
        </Typography>
        <Button component={RouterLink} to="/home/messages/new" variant="outlined" color="secondary">
          {MESSAGE_TEXTS.write}
        </Button>
      </Box>
      {notice && <Alert severity="success">{notice}</Alert>}
      <Paper>
        {conversations.isPending && <Typography sx={{ p: 2 }} color="text.secondary">{MESSAGE_TEXTS.loading}</Typography>}
        {conversations.data?.length === 0 && <Typography sx={{ p: 2 }} color="text.secondary">{MESSAGE_TEXTS.empty}</Typography>}
        <List disablePadding>
          {conversations.data?.map((conversation) => {
            const unread = isUnreadConversation(conversation);
            return (
              <ListItemButton key={conversation.id} component={RouterLink} to={`/home/messages/${conversation.id}`} data-testid="conversation-row" divider>
                <ListItemText
                  primary={conversation.name.trim() || MESSAGE_TEXTS.untitled}
                  secondary={`${conversation.other_user_name ?? MESSAGE_TEXTS.unknown} · ${formatDateTime(conversation.last_activity)}`}
                  primaryTypographyProps={{ fontWeight: unread ? 700 : 400 }}
                />
                {unread && (
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'error.main' }}>
                    <UnreadDot />
                    <Typography variant="caption">{MESSAGE_TEXTS.newMessage}</Typography>
                  </Box>
                )}
              </ListItemButton>
            );
          })}
        </List>
      </Paper>
    </Box>
  );
}
