// Who speaks in a session post or a tavern message, drawn alike in both (spec 2 §2): the message
// with its edge and the Narrator's tint, the avatar framed in the type's colour beside a column
// that wraps long words, the character's name coloured by its type and the account's name in
// brackets when it differs.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import RecordVoiceOver from '@mui/icons-material/RecordVoiceOver';
import { palette } from '@/app/theme';
import { CharacterAvatar, type CharacterAvatarProps } from '../components/CharacterAvatar';
import { wrapAnywhere } from '../theme/textFit';
import { CHARACTER_COLORS, characterNameSx } from './characterStyle';
import type { CharacterType } from './model';

/** A message's left edge in its speaker's colour, and the Narrator's faint gold. */
export const speakerEdgeSx = (type: CharacterType) => ({
  borderLeft: `3px solid ${CHARACTER_COLORS[type]}`,
  bgcolor: type === 'narrator' ? 'rgba(201, 164, 76, 0.05)' : 'transparent',
});

interface SpeakerAvatarProps {
  type: CharacterType;
  path: string | null | undefined;
  name: string;
  size: CharacterAvatarProps['size'];
  /** The Narrator's icon's size in pixels (MUI's small icon without it). */
  iconSize?: number;
  /** The initial's size, when not the avatar's own. */
  fontSize?: string;
}

export function SpeakerAvatar({ type, path, name, size, iconSize, fontSize }: SpeakerAvatarProps) {
  const colour = CHARACTER_COLORS[type];
  const icon: ReactNode =
    type !== 'narrator' ? undefined : iconSize ? <RecordVoiceOver sx={{ fontSize: iconSize }} /> : <RecordVoiceOver fontSize="small" />;
  return (
    <CharacterAvatar
      path={path}
      name={name}
      icon={icon}
      aria-hidden
      size={size}
      sx={{ flexShrink: 0, border: `1px solid ${colour}`, bgcolor: palette.ash, color: colour, ...(fontSize ? { fontSize } : {}) }}
    />
  );
}

interface SpeakerMessageProps {
  testId: string;
  messageId: number;
  /** Who speaks: the character's type, name and avatar. */
  speaker: { type: CharacterType; name: string; avatar: string | null | undefined };
  /** How big the avatar is drawn. */
  avatar: Pick<SpeakerAvatarProps, 'size' | 'iconSize' | 'fontSize'>;
  /** The message's own spacing and borders; the edge and the tint come from the type. */
  sx: Record<string, unknown>;
  /** The column beside the avatar: the speaker's line, then the text. */
  children: ReactNode;
}

/** One message as an article named after its speaker ('Wiadomość: Morwena'). */
export function SpeakerMessage({ testId, messageId, speaker, avatar, sx, children }: SpeakerMessageProps) {
  const { type, name } = speaker;
  return (
    <Box
      component="article"
      data-testid={testId}
      data-message-id={messageId}
      aria-label={`Wiadomość: ${name}`}
      sx={{ display: 'flex', ...sx, ...speakerEdgeSx(type), minWidth: 0 }}
    >
      <SpeakerAvatar type={type} path={speaker.avatar} name={name} {...avatar} />
      {/* The names and the text may be single long words: they wrap. */}
      <Box sx={{ flex: 1, minWidth: 0, ...wrapAnywhere }}>{children}</Box>
    </Box>
  );
}

interface SpeakerNameProps {
  type: CharacterType;
  name: string;
  /** The account's name, when it is worth saying beside the character's. */
  author?: string | null;
  authorTestId?: string;
}

export function SpeakerName({ type, name, author, authorTestId }: SpeakerNameProps) {
  return (
    <>
      <Typography component="span" data-character-type={type} sx={characterNameSx(type)}>
        {name}
      </Typography>
      {author && (
        <Typography component="span" variant="body2" color="text.secondary" data-testid={authorTestId}>
          ({author})
        </Typography>
      )}
    </>
  );
}
