// The one rule for where an avatar is loaded from (spec 1 §7: "avatars load from /api plus the
// avatar path"). Every avatar on the site goes through it, by way of shared/components/
// CharacterAvatar; nothing else builds an avatar address.

/** Shown for a character without an avatar. */
export const DEFAULT_AVATAR = '/default-avatar.svg';

/**
 * The address of an avatar: a server path (`/uploads/…`, as every API answer gives it) lives
 * under the API base (`/api/uploads/…`); an address that already says where it is (`/api/…`,
 * http(s), a `blob:` preview of a chosen file, the default avatar) is used as it is; no path is
 * the default avatar.
 */
export function avatarSrc(path: string | null | undefined): string {
  const value = path?.trim();
  if (!value) return DEFAULT_AVATAR;
  if (/^(?:https?:|blob:)/i.test(value)) return value;
  const sitePath = value.startsWith('/') ? value : `/${value}`;
  if (sitePath.startsWith('/api/') || sitePath === DEFAULT_AVATAR) return sitePath;
  return `/api${sitePath}`;
}
