// Where the router sends a player (spec 1 §2 and §4). An admin without a character is not sent
// to character creation: they read the game (sessions they moderate, profiles) without writing
// (readsWithoutCharacter, shared/access/siteRules.ts). A /home link followed without a login
// comes back after it (`?next=`).
import type { Role } from '@mrok/sdk';
import { can, type Permission } from './access/can';
import { readsWithoutCharacter } from './access/siteRules';
import type { Session } from './session';

/** `/`: home with a character, character creation when logged in without one, login otherwise. */
export function rootTarget(session: Pick<Session, 'token' | 'hasCharacter' | 'role'>): string {
  if (!session.token) return '/login';
  return session.hasCharacter || readsWithoutCharacter(session.role) ? '/home' : '/createCharacter';
}

/**
 * `/home/*` needs a stored token and user id; otherwise the login page, told where to come back
 * (`location`: the path with its query).
 */
export function homeGuard(session: Pick<Session, 'token' | 'userId'>, location?: string): string | null {
  if (session.token && session.userId) return null;
  const next = safeNext(location);
  return next && next !== '/home' ? `/login?next=${encodeURIComponent(next)}` : '/login';
}

/** A `next` address worth returning to: a page of this site under /home, nothing else. */
export function safeNext(next: string | null | undefined): string | null {
  if (!next || !/^\/home(?:[/?#]|$)/.test(next) || next.includes('\\')) return null;
  return next;
}

/**
 * After a login: `next` or home when the answer names a race (a character exists) — or the
 * account is an admin's —, else character creation.
 */
export function afterLogin(race: string | null | undefined, role?: Role, next?: string | null): string {
  if (race || readsWithoutCharacter(role)) return safeNext(next) ?? '/home';
  return '/createCharacter';
}

/** A page for the holders of `permission` sends everyone else home. */
export function permissionGuard(role: Session['role'], permission: Permission): string | null {
  return can(role, permission) ? null : '/home';
}
