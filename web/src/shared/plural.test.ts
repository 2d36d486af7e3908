import { describe, expect, it } from 'vitest';
import { pluralPlayers, pluralSessions, polishPlural } from './plural';

describe('Polish plural of sessions', () => {
  it('says sesję for one', () => {
    expect(pluralSessions(1)).toBe('sesję');
  });

  it('says sesje for 2 to 4 and for 22–24, 102–104…', () => {
    for (const n of [2, 3, 4, 22, 23, 24, 32, 102, 104, 1003]) expect(pluralSessions(n)).toBe('sesje');
  });

  it('says sesji for 0, 5 to 21 (12–14 included), 25 and 111–114', () => {
    for (const n of [0, 5, 6, 10, 11, 12, 13, 14, 15, 20, 21, 25, 100, 101, 111, 112, 113, 114]) {
      expect(pluralSessions(n)).toBe('sesji');
    }
  });

  it('takes the three forms as given', () => {
    expect(polishPlural(1, 'wiadomość', 'wiadomości', 'wiadomości')).toBe('wiadomość');
    expect(polishPlural(3, 'gracz', 'graczy', 'graczy')).toBe('graczy');
    expect(polishPlural(5, 'dzień', 'dni', 'dni')).toBe('dni');
  });
});

describe('Polish plural of players', () => {
  it('says gracz, gracze and graczy', () => {
    expect(pluralPlayers(1)).toBe('gracz');
    for (const n of [2, 3, 4, 22, 104]) expect(pluralPlayers(n)).toBe('gracze');
    for (const n of [0, 5, 11, 12, 14, 21, 100, 9_900]) expect(pluralPlayers(n)).toBe('graczy');
  });
});
