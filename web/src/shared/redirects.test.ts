import { describe, expect, it } from 'vitest';
import { adminGuard, afterLogin, homeGuard, rootTarget } from './redirects';

describe('redirect rules', () => {
  it('sends / by login and character', () => {
    expect(rootTarget({ token: null, hasCharacter: false })).toBe('/login');
    expect(rootTarget({ token: null, hasCharacter: true })).toBe('/login');
    expect(rootTarget({ token: 't', hasCharacter: false })).toBe('/createCharacter');
    expect(rootTarget({ token: 't', hasCharacter: true })).toBe('/home');
  });

  it('guards /home by token and user id', () => {
    expect(homeGuard({ token: 't', userId: '1' })).toBeNull();
    expect(homeGuard({ token: 't', userId: null })).toBe('/login');
    expect(homeGuard({ token: null, userId: '1' })).toBe('/login');
  });

  it('goes home after a login with a race, else to character creation', () => {
    expect(afterLogin('Wampir')).toBe('/home');
    expect(afterLogin(null)).toBe('/createCharacter');
    expect(afterLogin(undefined)).toBe('/createCharacter');
  });

  it('keeps admin pages for admins', () => {
    expect(adminGuard('admin')).toBeNull();
    expect(adminGuard('mieszkaniec')).toBe('/home');
    expect(adminGuard('mistrz_gry')).toBe('/home');
  });
});
