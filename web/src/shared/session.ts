// The browser storage of the spec (spec 1 §3) and the role-integrity rule (spec 1 §4):
// the stored role must match the role inside the signed access token, and the `gameAuth`
// record must be sealed with that token's signature. Anything else means the storage was edited.
import type { Role } from '@mrok/sdk';
import { isRole } from './access/roles';

export type { Role };

export const STORAGE_KEYS = {
  token: 'token',
  userId: 'userId',
  userRole: 'userRole',
  avatarUrl: 'avatarUrl',
  userName: 'userName',
  username: 'username',
  hasCharacter: 'hasCharacter',
  gameAuth: 'gameAuth',
  /** The e-mail the account signed in with: the sidebar's name for an account without a character. */
  accountEmail: 'accountEmail',
} as const;

export const DEFAULT_ROLE: Role = 'mieszkaniec';

export interface Session {
  token: string | null;
  userId: string | null;
  role: Role;
  hasCharacter: boolean;
}

function base64UrlDecode(part: string): string {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(part.length / 4) * 4, '=');
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The role written inside the access token's payload, or null when unreadable. */
export function tokenRole(token: string): string | null {
  try {
    const payload = JSON.parse(base64UrlDecode(token.split('.')[1] ?? ''));
    return typeof payload.role === 'string' ? payload.role : null;
  } catch {
    return null;
  }
}

function signatureOf(token: string): string {
  return token.split('.')[2] ?? '';
}

/** The `gameAuth` record: the role with a check value bound to the token's signature. */
export function sealRole(role: string, token: string): string {
  return btoa(JSON.stringify({ role, check: signatureOf(token) }));
}

export type Integrity = 'none' | 'ok' | 'tampered';

/** Whether the stored role can be trusted (see the module comment). */
export function checkRoleIntegrity(store: Storage): Integrity {
  const token = store.getItem(STORAGE_KEYS.token);
  if (!token) return 'none';
  const role = store.getItem(STORAGE_KEYS.userRole);
  const sealed = store.getItem(STORAGE_KEYS.gameAuth);
  if (!role || !sealed) return 'tampered';
  try {
    const record = JSON.parse(atob(sealed));
    const intact = record.role === role && record.check === signatureOf(token) && tokenRole(token) === role;
    return intact ? 'ok' : 'tampered';
  } catch {
    return 'tampered';
  }
}

/** A role read back from storage (anyone can edit it): one the API knows, else a resident. */
function asRole(value: string | null): Role {
  return isRole(value) ? value : DEFAULT_ROLE;
}

/** The session as stored; a role that fails the integrity check counts as resident. */
export function readSession(store: Storage = localStorage): Session {
  const integrity = checkRoleIntegrity(store);
  return {
    token: store.getItem(STORAGE_KEYS.token),
    userId: store.getItem(STORAGE_KEYS.userId),
    role: integrity === 'ok' ? asRole(store.getItem(STORAGE_KEYS.userRole)) : DEFAULT_ROLE,
    hasCharacter: store.getItem(STORAGE_KEYS.hasCharacter) === 'true',
  };
}

export interface LoginAnswer {
  token: string;
  userId: number;
  userRole: string;
  race?: string | null;
  /** The e-mail typed in the login form (the API's answer does not carry it). */
  email?: string;
}

/** Stores a successful login. */
export function saveLogin(answer: LoginAnswer, store: Storage = localStorage): void {
  if (answer.email) store.setItem(STORAGE_KEYS.accountEmail, answer.email);
  else store.removeItem(STORAGE_KEYS.accountEmail);
  store.setItem(STORAGE_KEYS.token, answer.token);
  store.setItem(STORAGE_KEYS.userId, String(answer.userId));
  store.setItem(STORAGE_KEYS.userRole, answer.userRole);
  store.setItem(STORAGE_KEYS.gameAuth, sealRole(answer.userRole, answer.token));
  store.setItem(STORAGE_KEYS.hasCharacter, String(Boolean(answer.race)));
}

export function setHasCharacter(value: boolean, store: Storage = localStorage): void {
  store.setItem(STORAGE_KEYS.hasCharacter, String(value));
}

/** Forgets the login: token, user id and role (what a 401 on a guarded screen does). */
export function forgetLogin(store: Storage = localStorage): void {
  for (const key of [STORAGE_KEYS.token, STORAGE_KEYS.userId, STORAGE_KEYS.userRole, STORAGE_KEYS.gameAuth, STORAGE_KEYS.accountEmail]) {
    store.removeItem(key);
  }
}

/** Clears everything the site keeps in the browser (logout, escape from a block). */
export function clearAll(store: Storage = localStorage): void {
  store.clear();
}
