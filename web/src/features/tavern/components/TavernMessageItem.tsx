// One tavern message (spec 2 §2): the character's name coloured by its type (the session view's
// colours), the player's name when it differs, the time (pl-PL) and the sanitized HTML body.
import { memo } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import RecordVoiceOver from '@mui/icons-material/RecordVoiceOver';
import type { TavernMessageBody } from '@mrok/sdk';
import { palette } from '@/app/theme';
import { CharacterAvatar } from '@/shared/components/CharacterAvatar';
import { formatDateTime } from '@/shared/dates';
import { RichTextContent } from '@/shared/editor/RichTextContent';
import { CHARACTER_COLORS, characterNameSx } from '@/shared/sessions/characterStyle';
import { wrapAnywhere } from '@/shared/theme/textFit';

export const TavernMessageItem = memo(function TavernMessageItem({ message }: { message: TavernMessageBody }) {
  const narrator = message.character_type === 'narrator';
  const colour = CHARACTER_COLORS[message.character_type];
  const showAuthor = message.author_name.trim() !== '' && message.author_name !== message.character_name;
  return (
    <Box
      component="article"
      data-testid="tavern-message"
      data-message-id={message.id}
      aria-label={`Wiadomość: ${message.character_name}`}
      sx={{
        display: 'flex',
        gap: 1.25,
        py: 1,
        px: { xs: 1, sm: 1.5 },
        borderLeft: `3px solid ${colour}`,
        bgcolor: narrator ? 'rgba(201, 164, 76, 0.05)' : 'transparent',
        '& + &': { borderTop: 1, borderTopColor: 'divider' },
        minWidth: 0,
      }}
    >
      <CharacterAvatar
        path={message.character_avatar}
        name={message.character_name}
        icon={narrator ? <RecordVoiceOver sx={{ fontSize: 18 }} /> : undefined}
        aria-hidden
        size={32}
        sx={{ flexShrink: 0, border: `1px solid ${colour}`, bgcolor: palette.ash, color: colour, fontSize: '0.9rem' }}
      />
      {/* The names and the text may be single long words: they wrap. */}
      <Box sx={{ flex: 1, minWidth: 0, ...wrapAnywhere }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1 }}>
          <Typography component="span" data-character-type={message.character_type} sx={characterNameSx(message.character_type)}>
            {message.character_name}
          </Typography>
          {showAuthor && (
            <Typography component="span" variant="body2" color="text.secondary">
              ({message.author_name})
            </Typography>
          )}
          <Typography component="time" variant="caption" color="text.secondary" dateTime={message.created_at}>
            {formatDateTime(message.created_at)}
          </Typography>
        </Box>
        <RichTextContent html={message.message} highlightAsterisks sx={{ mt: 0.25 }} />
      </Box>
    </Box>
  );
});
