import { describe, expect, it } from 'vitest';
import { sessionRouteOf } from './sessionRoute';

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
