// What the avatar widget shows (spec 1 §2, spec 3 §2.18, §7): the avatar from /api plus its
// path and the name; without a login, or when the profile cannot be read, a default avatar and
// 'Nieznany użytkownik'.
import { DEFAULT_AVATAR, avatarSrc } from '@/shared/avatar';

export { DEFAULT_AVATAR };
export const UNKNOWN_USER = 'Nieznany użytkownik';

export interface WidgetView {
  src: string;
  name: string;
}

export function widgetView(profile: { avatar: string | null; name: string | null } | undefined): WidgetView {
  if (!profile) return { src: DEFAULT_AVATAR, name: UNKNOWN_USER };
  const path = profile.avatar;
  return {
    src: avatarSrc(path),
    name: profile.name && profile.name.trim() ? profile.name : UNKNOWN_USER,
  };
}
