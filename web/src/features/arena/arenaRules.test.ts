import { describe, expect, it } from 'vitest';
import { ApiError, type Combat } from '@mrok/sdk';
import {
  acted,
  actionError,
  canFightText,
  countdownText,
  equipmentError,
  isCombat,
  resultTitle,
  resumed,
  started,
  startError,
  statGains,
  threatOf,
  valueAtLevel,
} from './arenaRules';

const refused = (status: number, body: unknown) =>
  new ApiError({ method: 'POST', url: '/x' }, { url: '/api/x', ok: false, status, statusText: '', body }, 'x');

const FIGHT: Combat = {
  combatId: 4,
  status: 'active',
  message: 'Rozpoczynasz walkę ze Szczurem kanałowym!',
  opening: 'Rozpoczynasz walkę ze Szczurem kanałowym!',
  player: { name: 'Morwena', level: 1, health: 100, maxHealth: 100, stamina: 99 },
  monster: { name: 'Szczur kanałowy', level: 1, health: 30, maxHealth: 30 },
};

describe('the arena’s rules', () => {
  it('values an item at its level: base + per level × (level − 1)', () => {
    expect(valueAtLevel(12, 3, 1)).toBe(12);
    expect(valueAtLevel(12, 3, 4)).toBe(21);
    expect(valueAtLevel(8, 2, 0)).toBe(8);
  });

  it('borders a monster green below the player’s level, orange at it, red above', () => {
    expect(threatOf(1, 2)).toBe('weaker');
    expect(threatOf(2, 2)).toBe('equal');
    expect(threatOf(3, 2)).toBe('stronger');
  });

  it('counts down to the reset in hours and minutes, and says ‘Niedługo’ once it has passed', () => {
    const now = new Date('2026-03-10T20:00:00Z');
    expect(countdownText('2026-03-11T04:00:00Z', now)).toBe('8h 0m');
    expect(countdownText('2026-03-10T21:35:59Z', now)).toBe('1h 35m');
    expect(countdownText('2026-03-10T20:00:30Z', now)).toBe('0h 0m');
    expect(countdownText('2026-03-10T20:00:00Z', now)).toBe('Niedługo');
    expect(countdownText('2026-03-10T19:00:00Z', now)).toBe('Niedługo');
    expect(countdownText('nie data', now)).toBe('Niedługo');
  });

  it('says how many fights are left in the right Polish form', () => {
    expect(canFightText(100)).toBe('Możesz walczyć! (100 walk)');
    expect(canFightText(99)).toBe('Możesz walczyć! (99 walk)');
    expect(canFightText(3)).toBe('Możesz walczyć! (3 walki)');
    expect(canFightText(1)).toBe('Możesz walczyć! (1 walka)');
  });

  it('titles the result: a win, a flight, anything else a defeat', () => {
    expect(resultTitle('player_won')).toBe('Zwycięstwo!');
    expect(resultTitle('fled')).toBe('Ucieczka!');
    expect(resultTitle('monster_won')).toBe('Porażka!');
  });

  it('lists a level-up’s gains in the card’s order', () => {
    const gains = statGains({
      oldLevel: 1,
      newLevel: 2,
      primaryStat: 'strength',
      secondaryStat: 'endurance',
      gains: { strength: 3, dexterity: 1, speed: 1, intelligence: 1, willpower: 1, endurance: 2 },
    });
    expect(gains.map((row) => `${row.label} +${row.gain}`)).toEqual([
      'Siła +3',
      'Zręczność +1',
      'Szybkość +1',
      'Inteligencja +1',
      'Siła woli +1',
      'Wytrzymałość +2',
    ]);
  });
});

describe('a fight as the page holds it', () => {
  it('opens the log with ‘Rozpoczynasz walkę z {monster}!’ and appends each turn’s message', () => {
    let state = started(FIGHT);
    expect(state).toMatchObject({ view: 'combat', log: ['Rozpoczynasz walkę ze Szczurem kanałowym!'] });
    state = acted(state, { ...FIGHT, message: 'Zadajesz 12 obrażeń. Szczur kanałowy zadaje ci 4 obrażeń.' });
    expect(state.view).toBe('combat');
    state = acted(state, { ...FIGHT, status: 'player_won', message: 'Zadajesz 14 obrażeń.', rewards: { experience: 20 } });
    expect(state).toMatchObject({
      view: 'result',
      log: ['Rozpoczynasz walkę ze Szczurem kanałowym!', 'Zadajesz 12 obrażeń. Szczur kanałowy zadaje ci 4 obrażeń.', 'Zadajesz 14 obrażeń.'],
    });
  });

  it('resumes a fight found under way with its last message after the opening line', () => {
    expect(resumed(FIGHT)).toMatchObject({ view: 'combat', log: ['Rozpoczynasz walkę ze Szczurem kanałowym!'] });
    expect(resumed({ ...FIGHT, message: 'Bronisz się i odzyskujesz 5 zdrowia.' })).toMatchObject({
      log: ['Rozpoczynasz walkę ze Szczurem kanałowym!', 'Bronisz się i odzyskujesz 5 zdrowia.'],
    });
    expect(resumed({ ...FIGHT, status: 'fled' }).view).toBe('result');
  });

  it('opens with the plain name after ‘z’ when an answer carries no opening line', () => {
    expect(started({ ...FIGHT, opening: '' })).toMatchObject({ log: ['Rozpoczynasz walkę z Szczur kanałowy!'] });
  });

  it('knows a fight from anything else', () => {
    expect(isCombat(FIGHT)).toBe(true);
    expect(isCombat({ success: true })).toBe(false);
    expect(isCombat(null)).toBe(false);
  });
});

describe('failures in the spec’s words', () => {
  it('a start: the server’s word, else ‘Błąd rozpoczęcia walki’, unreachable with the reason', () => {
    expect(startError(refused(409, { message: 'Brak staminy! Poczekaj do 5:00 rano.', code: 'no_stamina' }))).toBe('Brak staminy! Poczekaj do 5:00 rano.');
    expect(startError(refused(500, null))).toBe('Błąd rozpoczęcia walki');
    expect(startError(new TypeError('Failed to fetch'))).toBe('Wystąpił błąd podczas rozpoczęcia walki: Failed to fetch');
  });

  it('a turn: the server’s word, else ‘Błąd HTTP: {status}’, unreachable ‘Błąd sieci: …’', () => {
    expect(actionError(refused(409, { message: 'Ta walka już się zakończyła.' }))).toBe('Ta walka już się zakończyła.');
    expect(actionError(refused(502, 'Bad gateway'))).toBe('Błąd HTTP: 502');
    expect(actionError(new TypeError('Failed to fetch'))).toBe('Błąd sieci: Failed to fetch');
  });

  it('equipment: the server’s word, else ‘Błąd wyboru ekwipunku’, unreachable ‘Wystąpił błąd podczas wyboru ekwipunku’', () => {
    expect(equipmentError(refused(400, { message: 'Wybierz broń i zbroję!' }))).toBe('Wybierz broń i zbroję!');
    expect(equipmentError(refused(500, null))).toBe('Błąd wyboru ekwipunku');
    expect(equipmentError(new TypeError('Failed to fetch'))).toBe('Wystąpił błąd podczas wyboru ekwipunku');
  });
});
