import { describe, expect, it } from 'vitest';
import { isTavernRoute, sessionRouteOf } from './sessionRoute';

describe('the session route of the sidebar', () => {
  it('recognises the view of a general or a private session', () => {
    expect(sessionRouteOf('/home/generalSessions/12')).toEqual({ kind: 'general', id: 12 });
    expect(sessionRouteOf('/home/privateSessions/3/')).toEqual({ kind: 'private', id: 3 });
  });

  it('leaves the lists, the new-session form, the archive and other pages alone', () => {
    for (const path of [
      '/home/generalSessions',
      '/home/generalSessions/new',
      '/home/privateSessions/archive',
      '/home/privateSessions/0',
      '/home/tavern',
      '/home/profile/12',
      '/home/generalSessions/12/extra',
    ]) {
      expect(sessionRouteOf(path)).toBeNull();
    }
  });
});

describe('the tavern route of the sidebar', () => {
  it('is /home/tavern, with or without a trailing slash, and nothing else', () => {
    expect(isTavernRoute('/home/tavern')).toBe(true);
    expect(isTavernRoute('/home/tavern/')).toBe(true);
    expect(isTavernRoute('/home/tavernx')).toBe(false);
    expect(isTavernRoute('/home/tavern/1')).toBe(false);
    expect(isTavernRoute('/home')).toBe(false);
  });
});
