// One row of 'Twoje konwersacje' (spec 2 §2): the name ('Bez nazwy'), the other player
// ('Nieznany') and the last activity; an unread one has a red dot and 'nowa wiadomość'.
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { Conversation } from '@mrok/sdk';
import { UnreadDot } from '@/shared/components/UnreadDot';
import { formatDateTime } from '@/shared/dates';
import { isUnreadConversation } from '@/shared/messages/queries';
import { MESSAGE_TEXTS, conversationName, playerName } from '../texts';
import { conversationPath } from '../paths';

export function ConversationRow({ conversation }: { conversation: Conversation }) {
  const unread = isUnreadConversation(conversation);
  return (
    <li>
      <ListItemButton
        component={RouterLink}
        to={conversationPath(conversation.id)}
        data-testid="conversation-row"
        data-unread={unread || undefined}
        divider
        sx={{ gap: 2 }}
      >
        <ListItemText
          primary={conversationName(conversation.name)}
          secondary={
            <>
              {playerName(conversation.other_user_name)}
              {' · '}
              <time dateTime={conversation.last_activity}>{formatDateTime(conversation.last_activity)}</time>
            </>
          }
          slotProps={{ primary: { sx: { fontWeight: unread ? 700 : 400 } } }}
          sx={{ overflowWrap: 'anywhere' }}
        />
        {unread && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'error.main', flexShrink: 0 }}>
            <UnreadDot label={MESSAGE_TEXTS.newMessage} />
            <Typography variant="caption">{MESSAGE_TEXTS.newMessage}</Typography>
          </Box>
        )}
      </ListItemButton>
    </li>
  );
}
