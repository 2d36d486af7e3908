import { describe, expect, it } from 'vitest';
import { previewLines } from './DeletionTool';
import { BAD_ID, fetchFailure, idOf, idWarning } from './useAdminCall';

describe('the admin panel’s helpers', () => {
  it('words a failed fetch with the HTTP status when the server answered', () => {
    expect(fetchFailure('logów')(500)).toBe('HTTP 500: Błąd pobierania logów');
    expect(fetchFailure('statystyk')(502)).toBe('HTTP 502: Błąd pobierania statystyk');
  });

  it('takes only positive whole numbers as ids', () => {
    expect(idOf(' 42 ')).toBe(42);
    for (const bad of ['', '0', '-3', '4.5', '1e3', 'abc', '99999999999999999999']) expect(idOf(bad)).toBeUndefined();
  });

  it('warns that a filled id must be a positive whole number, and asks for a blank one', () => {
    for (const bad of ['-3', '1e3', '4.5', '0']) expect(idWarning(bad, 'Podaj ID gracza')).toBe(BAD_ID);
    expect(idWarning(' ', 'Podaj ID gracza')).toBe('Podaj ID gracza');
    expect(idWarning('7', 'Podaj ID gracza i nowy nick')).toBe('Podaj ID gracza i nowy nick');
  });

  it('lists everything a deletion takes, with the whole-conversation and whole-session warnings', () => {
    const lines = previewLines({
      userId: 7,
      user: 'Morwena',
      email: 'morwena@mrok.test',
      race: 'Wampir',
      gender: 'Kobieta',
      role: 'mieszkaniec',
      characters: 2,
      sentMessages: 3,
      receivedMessages: 4,
      privateMessages: 1,
      ownedPrivateSessions: 1,
      ownedGeneralSessions: 0,
      sessionMessages: 12,
      tavernMessages: 5,
      newsComments: 0,
      sessionReports: 3,
    });
    expect(lines[0]).toBe('Postać: Morwena (Wampir, Kobieta), rola: mieszkaniec');
    expect(lines).toContain('Wiadomości prywatne wysłane: 3, odebrane: 4');
    expect(lines).toContain('Konwersacje (usuwane w całości): 1');
    expect(lines).toContain('Wpisy w sesjach: 12');
    expect(lines).toContain('Zgłoszenia sesji (gracza i innych graczy do jego sesji): 3');
  });
});
