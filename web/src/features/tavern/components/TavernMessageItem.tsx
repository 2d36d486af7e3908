// One tavern message (spec 2 §2): the character's name coloured by its type (the session view's
// colours), the player's name when it differs, the time (pl-PL) and the sanitized HTML body.
import { memo } from 'react';
import Box from '@mui/material/Box';
import type { TavernMessageBody } from '@mrok/sdk';
import { PostedAt } from '@/shared/components/PostedAt';
import { RichTextContent } from '@/shared/editor/RichTextContent';
import { SpeakerMessage, SpeakerName } from '@/shared/sessions/Speaker';

export const TavernMessageItem = memo(function TavernMessageItem({ message }: { message: TavernMessageBody }) {
  const showAuthor = message.author_name.trim() !== '' && message.author_name !== message.character_name;
  return (
    <SpeakerMessage
      testId="tavern-message"
      messageId={message.id}
      speaker={{ type: message.character_type, name: message.character_name, avatar: message.character_avatar }}
      avatar={{ size: 32, iconSize: 18, fontSize: '0.9rem' }}
      sx={{ gap: 1.25, py: 1, px: { xs: 1, sm: 1.5 }, '& + &': { borderTop: 1, borderTopColor: 'divider' } }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1 }}>
        <SpeakerName type={message.character_type} name={message.character_name} author={showAuthor ? message.author_name : null} />
        <PostedAt at={message.created_at} />
      </Box>
      <RichTextContent html={message.message} highlightAsterisks sx={{ mt: 0.25 }} />
    </SpeakerMessage>
  );
});
