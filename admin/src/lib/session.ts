// One sign-in for the game and the back office: the back office reads and writes the player
// site's own browser storage (the same origin, `/` and `/admin/`), so an admin signed in on the
// site opens the back office signed in, a login here signs the site in too, and signing out here
// signs out there (the site listens to `storage`). The keys and the role's seal mirror
// web/src/shared/session.ts (spec 1 §3–§4), which the back office does not import: the stored
// role counts only when it matches the role inside the signed token and the `gameAuth` record
// is sealed with that token's signature — anything else means the storage was edited.
import type { Role } from '@mrok/sdk';

export type { Role };

/** The player site's keys (web/src/shared/session.ts's STORAGE_KEYS). */
export const STORAGE_KEYS = {
  token: 'token',
  userId: 'userId',
  userRole: 'userRole',
  avatarUrl: 'avatarUrl',
  userName: 'userName',
  username: 'username',
  hasCharacter: 'hasCharacter',
  gameAuth: 'gameAuth',
  /** The address signed in with (the site shows it for an account without a character). */
  accountEmail: 'accountEmail',
} as const;

/** The keys the back office kept before the one sign-in; forgotten wherever they are found. */
const OLD_KEYS = ['mrok-admin-token', 'mrok-admin-identity'] as const;

/** The keys whose change means another sign-in (or none): the back office reads them again. */
export const SIGN_IN_KEYS: readonly string[] = [STORAGE_KEYS.token, STORAGE_KEYS.userId, STORAGE_KEYS.userRole, STORAGE_KEYS.gameAuth];

/** Who is signed in. */
export interface StaffIdentity {
  userId: number;
  role: Role;
  /** The address signed in with, else the main character's name, as the site keeps them; null when it keeps neither. */
  name: string | null;
}

/** Whether a value read from storage or a form is one of the API's roles. */
export function isRole(value: unknown): value is Role {
  return value === 'mieszkaniec' || value === 'admin' || value === 'mistrz_gry';
}

function base64UrlDecode(part: string): string {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(part.length / 4) * 4, '=');
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The role written inside the access token's payload, or null when unreadable. */
export function tokenRole(token: string): string | null {
  try {
    const payload: unknown = JSON.parse(base64UrlDecode(token.split('.')[1] ?? ''));
    const role = (payload as { role?: unknown } | null)?.role;
    return typeof role === 'string' ? role : null;
  } catch {
    return null;
  }
}

const signatureOf = (token: string): string => token.split('.')[2] ?? '';

/** The `gameAuth` record: the role with a check value bound to the token's signature. */
export function sealRole(role: string, token: string): string {
  return btoa(JSON.stringify({ role, check: signatureOf(token) }));
}

/** The stored role, when the token's payload and the seal agree with it; else null. */
function trustedRole(store: Storage, token: string): Role | null {
  const role = store.getItem(STORAGE_KEYS.userRole);
  const sealed = store.getItem(STORAGE_KEYS.gameAuth);
  if (!role || !sealed || !isRole(role)) return null;
  try {
    const record = JSON.parse(atob(sealed)) as { role?: unknown; check?: unknown };
    return record.role === role && record.check === signatureOf(token) && tokenRole(token) === role ? role : null;
  } catch {
    return null;
  }
}

export function storedToken(store: Storage = localStorage): string | null {
  return store.getItem(STORAGE_KEYS.token);
}

/** Who the site's storage says is signed in, or null: no token, no account number, or a role
 * that fails the seal. */
export function storedIdentity(store: Storage = localStorage): StaffIdentity | null {
  const token = storedToken(store);
  if (!token) return null;
  const role = trustedRole(store, token);
  const userId = Number(store.getItem(STORAGE_KEYS.userId));
  if (!role || !Number.isInteger(userId) || userId <= 0) return null;
  const name =
    store.getItem(STORAGE_KEYS.accountEmail) || store.getItem(STORAGE_KEYS.username) || store.getItem(STORAGE_KEYS.userName) || null;
  return { userId, role, name };
}

/** What a successful POST /api/login answered. */
export interface LoginAnswer {
  token: string;
  userId: number;
  userRole: string;
  race?: string | null;
  /** The address signed in with. */
  email?: string;
}

/** Stores a login as the site's login form does (web/src/shared/session.ts's saveLogin). */
export function storeSession(answer: LoginAnswer, store: Storage = localStorage): void {
  for (const key of OLD_KEYS) store.removeItem(key);
  store.setItem(STORAGE_KEYS.token, answer.token);
  store.setItem(STORAGE_KEYS.userId, String(answer.userId));
  store.setItem(STORAGE_KEYS.userRole, answer.userRole);
  store.setItem(STORAGE_KEYS.gameAuth, sealRole(answer.userRole, answer.token));
  store.setItem(STORAGE_KEYS.hasCharacter, String(Boolean(answer.race)));
  if (answer.email) store.setItem(STORAGE_KEYS.accountEmail, answer.email);
  else store.removeItem(STORAGE_KEYS.accountEmail);
}

/** Signs out of the game and the back office: every key of the site's sign-in, and the old ones. */
export function clearSession(store: Storage = localStorage): void {
  for (const key of [...Object.values(STORAGE_KEYS), ...OLD_KEYS]) store.removeItem(key);
}
