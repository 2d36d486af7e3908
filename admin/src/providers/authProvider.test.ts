import { AccountsService, AdminService, type AdminUserBody, type LoginBody, type Role } from '@mrok/sdk';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storedIdentity, storedToken } from '../lib/session';
import { answer, failure } from '../test/sdk';
import { fakeToken } from '../test/token';
import { authProvider, mayEnterBackOffice, mayManage, MISSING_CREDENTIALS_MESSAGE, REFUSAL_MESSAGE } from './authProvider';

function loginAnswer(userRole: Role): LoginBody {
  return { token: fakeToken(userRole), userId: 12, userRole, race: 'Człowiek', message: 'Zalogowano.' };
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
  it.each<Role>(['admin', 'mistrz_gry'])('signs in a %s and stores the session as the player site does', async (role) => {
    const login = vi.spyOn(AccountsService, 'login').mockReturnValue(answer(loginAnswer(role)));
    await authProvider.login({ email: ' straz@mrok.test ', password: 'Haslo123' });
    expect(login).toHaveBeenCalledWith({ requestBody: { email: 'straz@mrok.test', password: 'Haslo123' } });
    expect(storedToken()).toBe(fakeToken(role));
    // The site's own keys, as its login form writes them (web/src/shared/session.ts's saveLogin).
    expect(localStorage.getItem('token')).toBe(fakeToken(role));
    expect(localStorage.getItem('userId')).toBe('12');
    expect(localStorage.getItem('userRole')).toBe(role);
    expect(JSON.parse(atob(localStorage.getItem('gameAuth')!))).toEqual({ role, check: `sig-of-${role}` });
    expect(localStorage.getItem('hasCharacter')).toBe('true');
    expect(localStorage.getItem('accountEmail')).toBe('straz@mrok.test');
    expect(storedIdentity()).toEqual({ userId: 12, role, name: 'straz@mrok.test' });
    await expect(authProvider.getPermissions!({})).resolves.toBe(role);
    if (role === 'mistrz_gry') {
      await expect(authProvider.getIdentity!()).resolves.toEqual({ id: 12, fullName: 'straz@mrok.test' });
      localStorage.removeItem('accountEmail');
      await expect(authProvider.getIdentity!()).resolves.toEqual({ id: 12, fullName: 'Konto 12' });
      localStorage.setItem('username', 'Borys');
      await expect(authProvider.getIdentity!()).resolves.toEqual({ id: 12, fullName: 'Borys' });
    }
  });

  it('forgets the keys the back office kept before the one sign-in', async () => {
    localStorage.setItem('mrok-admin-token', 'old');
    vi.spyOn(AccountsService, 'login').mockReturnValue(answer(loginAnswer('admin')));
    await authProvider.login({ email: 'straz@mrok.test', password: 'Haslo123' });
    expect(localStorage.getItem('mrok-admin-token')).toBeNull();
  });

  it('refuses a resident with the Polish message and stores nothing (the site’s sign-in stays)', async () => {
    localStorage.setItem('token', 'player-token');
    vi.spyOn(AccountsService, 'login').mockReturnValue(answer(loginAnswer('mieszkaniec')));
    await expect(authProvider.login({ email: 'sasiad@mrok.test', password: 'Haslo123' })).rejects.toThrow(REFUSAL_MESSAGE);
    expect(storedToken()).toBe('player-token');
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

  it('passes for an admin signed in on the player site, with nothing of its own', async () => {
    const token = fakeToken('admin');
    localStorage.setItem('token', token);
    localStorage.setItem('userId', '3');
    localStorage.setItem('userRole', 'admin');
    localStorage.setItem('gameAuth', btoa(JSON.stringify({ role: 'admin', check: 'sig-of-admin' })));
    localStorage.setItem('username', 'Borys');
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    // Named by the account's address, which only the API knows; by the character when it fails.
    const account = vi.spyOn(AdminService, 'adminGetUser').mockReturnValue(answer<AdminUserBody>({ id: 3, email: 'straz@mrok.test', role: 'admin', activated: true, createdAt: '2026-01-01T00:00:00Z' }));
    await expect(authProvider.getIdentity!()).resolves.toEqual({ id: 3, fullName: 'straz@mrok.test' });
    expect(account).toHaveBeenCalledWith({ id: 3 });
    account.mockReturnValue(failure(500, 'x'));
    await expect(authProvider.getIdentity!()).resolves.toEqual({ id: 3, fullName: 'Borys' });
  });

  it('fails for a resident signed in on the site, and leaves the site’s sign-in alone', async () => {
    const token = fakeToken('mieszkaniec');
    localStorage.setItem('token', token);
    localStorage.setItem('userId', '3');
    localStorage.setItem('userRole', 'mieszkaniec');
    localStorage.setItem('gameAuth', btoa(JSON.stringify({ role: 'mieszkaniec', check: 'sig-of-mieszkaniec' })));
    await expect(authProvider.checkAuth({})).rejects.toEqual({ message: false });
    expect(storedToken()).toBe(token);
  });

  it.each([
    ['the stored role', () => localStorage.setItem('userRole', 'mistrz_gry')],
    ['the seal', () => localStorage.setItem('gameAuth', btoa(JSON.stringify({ role: 'admin', check: 'forged' })))],
    ['the token’s role', () => localStorage.setItem('token', fakeToken('mieszkaniec', 'sig-of-admin'))],
  ])('fails when %s was edited', async (_what, edit) => {
    await signIn();
    edit();
    await expect(authProvider.checkAuth({})).rejects.toEqual({ message: false });
    await expect(authProvider.getPermissions!({})).resolves.toBeNull();
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
    expect(storedToken()).toBe(fakeToken('admin'));
  });

  it('logout ends the token on the server, and signs out even when the server refuses', async () => {
    await signIn();
    const ended = vi.spyOn(AccountsService, 'logout').mockImplementation(() => failure(401, 'Brak autoryzacji!'));
    await authProvider.logout({});
    expect(ended).toHaveBeenCalledTimes(1);
    expect(storedToken()).toBeNull();
  });

  it('logout signs the player site out too: every key of its sign-in', async () => {
    await signIn();
    vi.spyOn(AccountsService, 'logout').mockImplementation(() => answer({ message: 'Wylogowano.' }));
    localStorage.setItem('username', 'Borys');
    localStorage.setItem('avatarUrl', '/uploads/a.png');
    await authProvider.logout({});
    for (const key of ['token', 'userId', 'userRole', 'gameAuth', 'accountEmail', 'username', 'userName', 'avatarUrl', 'hasCharacter']) {
      expect(localStorage.getItem(key)).toBeNull();
    }
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
