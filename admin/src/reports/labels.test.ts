import { describe, expect, it } from 'vitest';
import { canDecide, playerLabel, sessionLabel, statusLabel } from './labels';

describe('the session reports’ words', () => {
  it('name the statuses as the player site does', () => {
    expect(statusLabel('pending')).toBe('Oczekuje');
    expect(statusLabel('accepted')).toBe('Zaakceptowane');
    expect(statusLabel('rejected')).toBe('Odrzucone');
    expect(statusLabel('other')).toBe('other');
  });

  it('name the session with its kind, and an unknown player', () => {
    expect(sessionLabel({ session_title: 'Mgły', session_type: 'general' })).toBe('Mgły (sesja ogólna)');
    expect(sessionLabel({ session_title: 'Szept', session_type: 'private' })).toBe('Szept (sesja prywatna)');
    expect(playerLabel(null)).toBe('Nieznany');
    expect(playerLabel(' ')).toBe('Nieznany');
    expect(playerLabel('Morwena')).toBe('Morwena');
  });

  it('let a rejection go only with a comment', () => {
    expect(canDecide('rejected', '  ')).toBe(false);
    expect(canDecide('rejected', 'Opisz świadków.')).toBe(true);
    expect(canDecide('accepted', '')).toBe(true);
  });
});
