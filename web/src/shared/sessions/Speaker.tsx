// Who speaks in a session post or a tavern message, drawn alike in both (spec 2 §2): the edge
// and the Narrator's tint of the message, the avatar framed in the type's colour, the character's
// name coloured by its type and the account's name in brackets when it differs.
import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import RecordVoiceOver from '@mui/icons-material/RecordVoiceOver';
import { palette } from '@/app/theme';
import { CharacterAvatar, type CharacterAvatarProps } from '../components/CharacterAvatar';
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
