import { describe, expect, it } from 'vitest';
import { isSessionKind, kindLabel, ownerLabel, playerSitePath, statusLabel } from './labels';

describe('session labels', () => {
  it('name the kind of a session', () => {
    expect(kindLabel('general')).toBe('Ogólna');
    expect(kindLabel('private')).toBe('Prywatna');
    expect(kindLabel('tavern')).toBe('tavern');
  });

  it('tell the kinds the API knows', () => {
    expect(isSessionKind('general')).toBe(true);
    expect(isSessionKind('private')).toBe(true);
    expect(isSessionKind('Private')).toBe(false);
    expect(isSessionKind(undefined)).toBe(false);
  });

  it('name the status and an unknown owner', () => {
    expect(statusLabel(false)).toBe('Aktywna');
    expect(statusLabel(true)).toBe('Zamknięta');
    expect(ownerLabel('Morwen Cień')).toBe('Morwen Cień');
    expect(ownerLabel(undefined)).toBe('Nieznany');
    expect(ownerLabel('')).toBe('Nieznany');
  });

  it('point to the session on the player site', () => {
    expect(playerSitePath({ id: 4, kind: 'general' })).toBe('/home/generalSessions/4');
    expect(playerSitePath({ id: 9, kind: 'private' })).toBe('/home/privateSessions/9');
    expect(playerSitePath({ id: 9, kind: 'tavern' })).toBeNull();
  });
});
