// The one avatar of the player site: every character, player and participant picture is this
// component, so every one follows the one address rule of shared/avatar.ts. Without a path it
// shows the default avatar; an image that cannot load leaves the name's initial; the Narrator
// (and anything else without a picture) passes an icon instead.
import type { ReactNode } from 'react';
import Avatar, { type AvatarProps } from '@mui/material/Avatar';
import { avatarSrc } from '../avatar';

type Size = number | { xs: number; sm: number };

export interface CharacterAvatarProps extends Omit<AvatarProps, 'src' | 'srcSet' | 'children' | 'alt'> {
  /** The avatar as the API gives it (`/uploads/…`), a preview URL, or nothing. */
  path: string | null | undefined;
  /** Whose avatar: its first letter shows when the image cannot load. */
  name?: string | null;
  /** Shown instead of a picture (the Narrator's icon). */
  icon?: ReactNode;
  /** Width and height in px. */
  size?: Size;
  /** The image's text alternative: empty (decorative) unless the picture says something the text beside it does not. */
  alt?: string;
}

export function CharacterAvatar({ path, name, icon, size, alt = '', sx, ...props }: CharacterAvatarProps) {
  const initial = name?.trim().charAt(0).toUpperCase() || undefined;
  return (
    <Avatar
      {...props}
      src={icon ? undefined : avatarSrc(path)}
      alt={alt}
      sx={[size !== undefined && { width: size, height: size }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {icon ?? initial}
    </Avatar>
  );
}
