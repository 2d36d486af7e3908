import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS, checkRoleIntegrity, readSession, saveLogin, sealRole, tokenRole } from './session';

function jwt(payload: object, signature = 'c2lnbmF0dXJl'): string {
  const encode = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.${signature}`;
}

describe('role integrity', () => {
  beforeEach(() => localStorage.clear());

  it('trusts a role that matches the signed token and its seal', () => {
    saveLogin({ token: jwt({ sub: '7', role: 'admin' }), userId: 7, userRole: 'admin', race: 'Wampir' });
    expect(checkRoleIntegrity(localStorage)).toBe('ok');
    expect(readSession()).toMatchObject({ role: 'admin', userId: '7', hasCharacter: true });
  });

  it('flags a role edited in storage and falls back to resident', () => {
    saveLogin({ token: jwt({ sub: '7', role: 'mieszkaniec' }), userId: 7, userRole: 'mieszkaniec' });
    localStorage.setItem(STORAGE_KEYS.userRole, 'admin');
    expect(checkRoleIntegrity(localStorage)).toBe('tampered');
    expect(readSession().role).toBe('mieszkaniec');
  });

  it('flags a forged seal that claims a role the token does not carry', () => {
    const token = jwt({ sub: '7', role: 'mieszkaniec' });
    saveLogin({ token, userId: 7, userRole: 'mieszkaniec' });
    localStorage.setItem(STORAGE_KEYS.userRole, 'admin');
    localStorage.setItem(STORAGE_KEYS.gameAuth, sealRole('admin', token));
    expect(checkRoleIntegrity(localStorage)).toBe('tampered');
  });

  it('flags a seal made for another token', () => {
    saveLogin({ token: jwt({ sub: '7', role: 'admin' }), userId: 7, userRole: 'admin' });
    localStorage.setItem(STORAGE_KEYS.gameAuth, sealRole('admin', jwt({ sub: '7', role: 'admin' }, 'aW5uYQ')));
    expect(checkRoleIntegrity(localStorage)).toBe('tampered');
  });

  it('has nothing to check without a token', () => {
    expect(checkRoleIntegrity(localStorage)).toBe('none');
    expect(readSession()).toMatchObject({ token: null, role: 'mieszkaniec', hasCharacter: false });
  });

  it('reads the role from a token payload', () => {
    expect(tokenRole(jwt({ role: 'mistrz_gry' }))).toBe('mistrz_gry');
    expect(tokenRole('zepsuty')).toBeNull();
  });
});
