import { describe, expect, it } from 'vitest';
import { afterLogin, homeGuard, rootTarget, permissionGuard, safeNext } from './redirects';

describe('redirect rules', () => {
  it('sends / by login and character', () => {
    const resident = 'mieszkaniec' as const;
    expect(rootTarget({ token: null, hasCharacter: false, role: resident })).toBe('/login');
    expect(rootTarget({ token: null, hasCharacter: true, role: resident })).toBe('/login');
    expect(rootTarget({ token: 't', hasCharacter: false, role: resident })).toBe('/createCharacter');
    expect(rootTarget({ token: 't', hasCharacter: true, role: resident })).toBe('/home');
    expect(rootTarget({ token: 't', hasCharacter: false, role: 'admin' })).toBe('/home');
    expect(rootTarget({ token: 't', hasCharacter: false, role: 'mistrz_gry' })).toBe('/createCharacter');
  });

  it('guards /home by token and user id', () => {
    expect(homeGuard({ token: 't', userId: '1' })).toBeNull();
    expect(homeGuard({ token: 't', userId: null })).toBe('/login');
    expect(homeGuard({ token: null, userId: '1' })).toBe('/login');
  });

  it('sends a /home link followed without a login to the login page, and back after it', () => {
    expect(homeGuard({ token: null, userId: null }, '/home/generalSessions/5')).toBe('/login?next=%2Fhome%2FgeneralSessions%2F5');
    expect(homeGuard({ token: null, userId: null }, '/home')).toBe('/login');
    expect(afterLogin('Wampir', 'mieszkaniec', '/home/generalSessions/5')).toBe('/home/generalSessions/5');
    expect(safeNext('/home/profile/3?x=1')).toBe('/home/profile/3?x=1');
    for (const elsewhere of ['//evil.example/home', 'https://evil.example', '/admin/', '/homeless', '/home\\x', null]) {
      expect(safeNext(elsewhere)).toBeNull();
    }
  });

  it('lets an admin without a character into the game, to read', () => {
    expect(afterLogin(null, 'admin')).toBe('/home');
    expect(afterLogin(null, 'admin', '/home/privateSessions/4')).toBe('/home/privateSessions/4');
    expect(afterLogin(null, 'mieszkaniec', '/home/privateSessions/4')).toBe('/createCharacter');
  });

  it('goes home after a login with a race, else to character creation', () => {
    expect(afterLogin('Wampir')).toBe('/home');
    expect(afterLogin(null)).toBe('/createCharacter');
    expect(afterLogin(undefined)).toBe('/createCharacter');
  });

  it('keeps a page for the holders of its permission', () => {
    expect(permissionGuard('admin', 'reviewReports')).toBeNull();
    expect(permissionGuard('mieszkaniec', 'reviewReports')).toBe('/home');
    expect(permissionGuard('mistrz_gry', 'useBackoffice')).toBe('/home');
    expect(permissionGuard('mistrz_gry', 'editBestiary')).toBeNull();
  });
});
