// The back office's authProvider over the SDK's login. Only administrators and game masters get
// in; administrators manage accounts and characters, game masters have nothing to do here yet.
// The sign-in is the player site's own (lib/session.ts): one login for the game and the back office.
import { AccountsService, AdminService } from '@mrok/sdk';
import type { AuthProvider, UserIdentity } from 'react-admin';
import { errorMessage, errorStatus } from '../lib/api';
import { clearSession, storedIdentity, storeSession, type Role } from '../lib/session';
import { isResource } from './dataProvider';

export const REFUSAL_MESSAGE = 'Panel administracyjny jest tylko dla administratorów i mistrzów gry.';
export const LOGIN_FAILED_MESSAGE = 'Nie udało się zalogować. Spróbuj ponownie.';
export const MISSING_CREDENTIALS_MESSAGE = 'Podaj e-mail i hasło.';

/** Whether an account with this role may sign in to the back office at all. */
export function mayEnterBackOffice(role: unknown): role is Role {
  return role === 'admin' || role === 'mistrz_gry';
}

/** Whether this role may work with a back-office resource: administrators only, for now. */
export function mayManage(role: unknown, resource: string): boolean {
  return role === 'admin' && isResource(resource);
}

/** What the login form sends: react-admin's own form says `username`, ours says `email`. */
export interface LoginParams {
  email?: string;
  username?: string;
  password?: string;
}

export const authProvider: AuthProvider = {
  async login(params: LoginParams) {
    const email = (params.email ?? params.username ?? '').trim();
    const password = params.password ?? '';
    if (!email || !password) throw new Error(MISSING_CREDENTIALS_MESSAGE);
    let answer;
    try {
      answer = await AccountsService.login({ requestBody: { email, password } });
    } catch (error) {
      throw new Error(errorMessage(error, LOGIN_FAILED_MESSAGE));
    }
    // Refused before anything is stored: whoever is signed in on the site stays so.
    if (!mayEnterBackOffice(answer.userRole)) {
      throw new Error(REFUSAL_MESSAGE);
    }
    storeSession({ ...answer, email });
  },

  // The server ends this login's token first (refused from then on, its live sockets closed);
  // a failing or slow answer (a token already refused, say) never keeps the admin signed in.
  async logout() {
    if (storedIdentity()) {
      const ended = AccountsService.logout().then(
        () => undefined,
        () => undefined,
      );
      await Promise.race([ended, new Promise<void>((resolve) => setTimeout(resolve, 2_000))]);
    }
    clearSession();
  },

  // A resident's session (or one whose role fails the seal) is the site's and is left alone: the
  // back office only shows its login form.
  async checkAuth() {
    const identity = storedIdentity();
    if (!identity || !mayEnterBackOffice(identity.role)) {
      // Straight to the login page, without a "please sign in" notice on a first visit.
      throw { message: false };
    }
  },

  // Only a 401 (the login is no longer valid) rejects: react-admin then calls logout() (which
  // forgets the session) and shows the server's message; the session is kept until then so that
  // the notice is shown. A 403 is a refusal of one call (an imprisoned admin's news, say): the
  // admin stays signed in and the call's own error is shown.
  async checkError(error: unknown) {
    if (errorStatus(error) === 401) throw error;
  },

  async getPermissions() {
    return storedIdentity()?.role ?? null;
  },

  // The site keeps no e-mail address: an administrator's own account record names it; anyone
  // else (or when that call fails) is named by the character the site keeps, else the number.
  async getIdentity(): Promise<UserIdentity> {
    const identity = storedIdentity();
    if (!identity) throw new Error('Brak zalogowanego konta.');
    const fallback = { id: identity.userId, fullName: identity.name ?? `Konto ${identity.userId}` };
    if (identity.role !== 'admin') return fallback;
    try {
      const account = await AdminService.adminGetUser({ id: identity.userId });
      return { id: identity.userId, fullName: account.email };
    } catch {
      return fallback;
    }
  },

  async canAccess({ resource }: { action: string; resource: string }) {
    return mayManage(storedIdentity()?.role, resource);
  },
};
