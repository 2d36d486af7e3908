// The back office's authProvider over the SDK's login. Only administrators and game masters get
// in; administrators manage accounts and characters, game masters have nothing to do here yet.
// The token lives under the back office's own storage key (see lib/session.ts).
import { AccountsService } from '@mrok/sdk';
import type { AuthProvider, UserIdentity } from 'react-admin';
import { errorMessage, errorStatus } from '../lib/api';
import { clearSession, storedIdentity, storedToken, storeSession, type Role } from '../lib/session';
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
    if (!mayEnterBackOffice(answer.userRole)) {
      clearSession();
      throw new Error(REFUSAL_MESSAGE);
    }
    storeSession(answer.token, { userId: answer.userId, email, role: answer.userRole });
  },

  async logout() {
    clearSession();
  },

  async checkAuth() {
    const identity = storedIdentity();
    if (!storedToken() || !identity || !mayEnterBackOffice(identity.role)) {
      clearSession();
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

  async getIdentity(): Promise<UserIdentity> {
    const identity = storedIdentity();
    if (!identity) throw new Error('Brak zalogowanego konta.');
    return { id: identity.userId, fullName: identity.email };
  },

  async canAccess({ resource }: { action: string; resource: string }) {
    return mayManage(storedIdentity()?.role, resource);
  },
};
