// Where an avatar is served from: uploads live under the API base (spec 1 §7).

/** '/api' plus the avatar path, or the default avatar without one. */
export function avatarSrc(path: string | null | undefined): string {
  if (!path) return '/default-avatar.svg';
  return `/api${path.startsWith('/') ? '' : '/'}${path}`;
}
