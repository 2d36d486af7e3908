// Where the router sends a player (spec 1 §2 and §4).
import type { Session } from './session';

/** `/`: home with a character, character creation when logged in without one, login otherwise. */
export function rootTarget(session: Pick<Session, 'token' | 'hasCharacter'>): string {
  if (!session.token) return '/login';
  return session.hasCharacter ? '/home' : '/createCharacter';
}

/** `/home/*` needs a stored token and user id; otherwise the login page. */
export function homeGuard(session: Pick<Session, 'token' | 'userId'>): string | null {
  return session.token && session.userId ? null : '/login';
}

/** After a login: home when the answer names a race (a character exists), else creation. */
export function afterLogin(race: string | null | undefined): string {
  return race ? '/home' : '/createCharacter';
}

/** Admin-only pages send everyone else home. */
export function adminGuard(role: Session['role']): string | null {
  return role === 'admin' ? null : '/home';
}
