// The messages of a conversation, oldest first: the sender ('Nieznany' when gone), the pl-PL time
// and the HTML body; the player's own are marked by a different edge. 'Starsze wiadomości' on top
// reads the window before the oldest shown.
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ConversationMessage } from '@mrok/sdk';
import { BusyButton } from '@/shared/components/BusyButton';
import { PostedAt } from '@/shared/components/PostedAt';
import { RichTextContent } from '@/shared/editor/RichTextContent';
import { MESSAGE_TEXTS, playerName } from '../texts';

interface MessageThreadProps {
  messages: ConversationMessage[];
  ownId: number | null;
  canLoadOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
}

export function MessageThread({ messages, ownId, canLoadOlder, loadingOlder, onLoadOlder }: MessageThreadProps) {
  return (
    <Box component="section" aria-label="Wiadomości" sx={{ display: 'grid', gap: 1.5 }}>
      {canLoadOlder && (
        <BusyButton color="secondary" busy={loadingOlder} onClick={onLoadOlder} sx={{ justifySelf: 'center' }}>
          {MESSAGE_TEXTS.older}
        </BusyButton>
      )}
      {messages.map((message) => (
        <Paper
          key={message.id}
          component="article"
          data-testid="private-message"
          data-message-id={message.id}
          sx={{ p: 2, borderLeft: '3px solid', borderLeftColor: message.sender_id === ownId ? 'secondary.main' : 'primary.main' }}
        >
          <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="subtitle2" component="span">
              {playerName(message.sender_name)}
            </Typography>
            <PostedAt at={message.created_at} />
          </Box>
          <RichTextContent html={message.content} highlightAsterisks sx={{ mt: 1 }} />
        </Paper>
      ))}
    </Box>
  );
}
