import { AccountsService, type LoginBody, type Role } from '@mrok/sdk';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS, storedIdentity, storedToken } from '../lib/session';
import { answer, failure } from '../test/sdk';
import { authProvider, mayEnterBackOffice, mayManage, MISSING_CREDENTIALS_MESSAGE, REFUSAL_MESSAGE } from './authProvider';

function loginAnswer(userRole: Role): LoginBody {
  return { token: `token-of-${userRole}`, userId: 12, userRole, race: 'Człowiek', message: 'Zalogowano.' };
}

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the role rule', () => {
  it('lets administrators and game masters in, and nobody else', () => {
    expect(mayEnterBackOffice('admin')).toBe(true);
    expect(mayEnterBackOffice('mistrz_gry')).toBe(true);
    expect(mayEnterBackOffice('mieszkaniec')).toBe(false);
    expect(mayEnterBackOffice(undefined)).toBe(false);
    expect(mayEnterBackOffice('ADMIN')).toBe(false);
  });

  it('lets only administrators manage accounts and characters', () => {
    expect(mayManage('admin', 'users')).toBe(true);
    expect(mayManage('admin', 'characters')).toBe(true);
    expect(mayManage('admin', 'taverns')).toBe(false);
    expect(mayManage('mistrz_gry', 'users')).toBe(false);
    expect(mayManage('mistrz_gry', 'characters')).toBe(false);
    expect(mayManage('mieszkaniec', 'characters')).toBe(false);
  });
});

describe('authProvider.login', () => {
  it.each<Role>(['admin', 'mistrz_gry'])('signs in a %s and stores the session under the back office’s own keys', async (role) => {
    const login = vi.spyOn(AccountsService, 'login').mockReturnValue(answer(loginAnswer(role)));
    await authProvider.login({ email: ' straz@mrok.test ', password: 'Haslo123' });
    expect(login).toHaveBeenCalledWith({ requestBody: { email: 'straz@mrok.test', password: 'Haslo123' } });
    expect(storedToken()).toBe(`token-of-${role}`);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe(`token-of-${role}`);
    expect(storedIdentity()).toEqual({ userId: 12, email: 'straz@mrok.test', role });
    expect(localStorage.getItem('token')).toBeNull();
    await expect(authProvider.getPermissions!({})).resolves.toBe(role);
    await expect(authProvider.getIdentity!()).resolves.toEqual({ id: 12, fullName: 'straz@mrok.test' });
  });

  it('refuses a resident with the Polish message and stores nothing', async () => {
    vi.spyOn(AccountsService, 'login').mockReturnValue(answer(loginAnswer('mieszkaniec')));
    await expect(authProvider.login({ email: 'sasiad@mrok.test', password: 'Haslo123' })).rejects.toThrow(REFUSAL_MESSAGE);
    expect(storedToken()).toBeNull();
    expect(storedIdentity()).toBeNull();
  });

  it('refuses a role it does not know (a newer server’s)', async () => {
    vi.spyOn(AccountsService, 'login').mockReturnValue(answer(loginAnswer('cesarz' as Role)));
    await expect(authProvider.login({ email: 'x@mrok.test', password: 'Haslo123' })).rejects.toThrow(REFUSAL_MESSAGE);
    expect(storedToken()).toBeNull();
  });

  it('shows the server’s message for wrong credentials', async () => {
    vi.spyOn(AccountsService, 'login').mockReturnValue(failure(401, 'Nieprawidłowy e-mail lub hasło.', 'unauthorized'));
    await expect(authProvider.login({ email: 'x@mrok.test', password: 'zle' })).rejects.toThrow('Nieprawidłowy e-mail lub hasło.');
    expect(storedToken()).toBeNull();
  });

  it('accepts react-admin’s username field and refuses empty credentials without a call', async () => {
    const login = vi.spyOn(AccountsService, 'login').mockReturnValue(answer(loginAnswer('admin')));
    await authProvider.login({ username: 'straz@mrok.test', password: 'Haslo123' });
    expect(login).toHaveBeenCalledTimes(1);
    await expect(authProvider.login({ email: '', password: '' })).rejects.toThrow(MISSING_CREDENTIALS_MESSAGE);
    expect(login).toHaveBeenCalledTimes(1);
  });
});

describe('authProvider.checkAuth, checkError, logout', () => {
  async function signIn(role: Role = 'admin') {
    vi.spyOn(AccountsService, 'login').mockReturnValue(answer(loginAnswer(role)));
    await authProvider.login({ email: 'straz@mrok.test', password: 'Haslo123' });
  }

  it('passes with a stored token and fails quietly without one', async () => {
    await expect(authProvider.checkAuth({})).rejects.toEqual({ message: false });
    await signIn();
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
  });

  it('fails when the stored role was edited to a resident’s', async () => {
    await signIn();
    localStorage.setItem(STORAGE_KEYS.identity, JSON.stringify({ userId: 12, email: 'straz@mrok.test', role: 'mieszkaniec' }));
    await expect(authProvider.checkAuth({})).rejects.toEqual({ message: false });
    expect(storedToken()).toBeNull();
  });

  it('asks for a logout on 401 only, with the server’s message, and ignores other errors', async () => {
    await signIn();
    await expect(authProvider.checkError({ status: 500, message: 'x' })).resolves.toBeUndefined();
    await expect(authProvider.checkError({ status: 409, message: 'x' })).resolves.toBeUndefined();
    await expect(authProvider.checkError(new Error('no status'))).resolves.toBeUndefined();
    await expect(authProvider.checkError({ status: 401, message: 'Sesja wygasła.' })).rejects.toMatchObject({
      message: 'Sesja wygasła.',
    });
  });

  it('keeps an admin signed in on a 403 (a refusal, e.g. an imprisoned admin posting news)', async () => {
    await signIn();
    await expect(authProvider.checkError({ status: 403, message: 'Siedzisz w więzieniu.', body: { code: 'imprisoned' } })).resolves.toBeUndefined();
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    expect(storedToken()).toBe('token-of-admin');
  });

  it('logout forgets the session but leaves the player site’s storage alone', async () => {
    localStorage.setItem('token', 'player-token');
    await signIn();
    await authProvider.logout({});
    expect(storedToken()).toBeNull();
    expect(storedIdentity()).toBeNull();
    expect(localStorage.getItem('token')).toBe('player-token');
    await expect(authProvider.getPermissions!({})).resolves.toBeNull();
    await expect(authProvider.getIdentity!()).rejects.toThrow();
  });

  it('canAccess grants the resources to administrators only', async () => {
    await signIn('mistrz_gry');
    await expect(authProvider.canAccess!({ action: 'list', resource: 'characters' })).resolves.toBe(false);
    await signIn('admin');
    await expect(authProvider.canAccess!({ action: 'list', resource: 'characters' })).resolves.toBe(true);
    await expect(authProvider.canAccess!({ action: 'edit', resource: 'users' })).resolves.toBe(true);
  });
});
