import { describe, expect, it } from 'vitest';
import { previewLines } from './DeletionTool';
import { fetchFailure, idOf } from './useAdminCall';

describe('the admin panel’s helpers', () => {
  it('words a failed fetch with the HTTP status when the server answered', () => {
    expect(fetchFailure('logów')(500)).toBe('HTTP 500: Błąd pobierania logów');
    expect(fetchFailure('statystyk')(502)).toBe('HTTP 502: Błąd pobierania statystyk');
  });

  it('takes only positive whole numbers as ids', () => {
    expect(idOf(' 42 ')).toBe(42);
    for (const bad of ['', '0', '-3', '4.5', '1e3', 'abc', '99999999999999999999']) expect(idOf(bad)).toBeUndefined();
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
