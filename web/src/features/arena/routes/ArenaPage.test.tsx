import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ArenaService, type ArenaBoard, type Combat, type CombatLeft, type CurrentCombat, type Stamina } from '@mrok/sdk';
import { button, cleanup, click } from '@/shared/editor/testing';
import { BOARD, FIGHT, answer, refusal, renderAt, settle, text } from '../testing';
import ArenaPage from './ArenaPage';

let board: ArenaBoard;
let stamina: Stamina;
let current: Combat | null;

const open = () => renderAt('/home/arena', <ArenaPage />);
const monster = (name: string) =>
  [...document.querySelectorAll<HTMLElement>('[data-testid="monster-card"]')].find((c) => c.textContent?.includes(name))!;
const testId = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`);
const fightButtons = () => [...document.querySelectorAll<HTMLButtonElement>('[data-testid="monster-card"] button')];
const later = (ms: number) => new Date(Date.now() + ms).toISOString();

describe('the arena', () => {
  beforeEach(() => {
    board = { ...BOARD };
    stamina = { stamina: 100, maxStamina: 100, canFight: true, nextReset: later(5 * 3_600_000) };
    current = null;
    vi.spyOn(ArenaService, 'arenaMonsters').mockImplementation(() => answer(board));
    vi.spyOn(ArenaService, 'playerStamina').mockImplementation(() => answer(stamina));
    vi.spyOn(ArenaService, 'currentCombat').mockImplementation(() => answer<CurrentCombat>({ combat: current }));
  });
  afterEach(async () => {
    await cleanup();
    vi.restoreAllMocks();
  });

  it('lists the monsters with their numbers and reward, bordered by level against the player’s', async () => {
    await open();
    expect(document.querySelector('h1')?.textContent).toBe('Arena Walki');
    expect(testId('arena-stamina')?.textContent).toContain('Stamina: 100/100');
    expect(testId('arena-level')?.textContent).toBe('Poziom: 2');
    expect(testId('arena-experience')?.textContent).toContain('Doświadczenie: 40/200');
    expect(testId('arena-can-fight')?.textContent).toBe('Możesz walczyć! (100 walk)');
    expect(testId('arena-reset')).toBeNull();
    expect(testId('arena-no-stamina')).toBeNull();
    const rat = monster('Szczur kanałowy');
    expect(rat.querySelector('[data-testid="monster-level"]')?.textContent).toBe('Poziom 1');
    expect(rat.textContent).toContain('Zdrowie30');
    expect(rat.textContent).toContain('Atak7');
    expect(rat.textContent).toContain('Obrona2');
    expect(rat.textContent).toContain('Tłusty i wściekły.');
    expect(rat.querySelector('[data-testid="monster-reward"]')?.textContent).toBe('Nagroda: 20 EXP');
    expect([...document.querySelectorAll('[data-testid="monster-card"]')].map((c) => c.getAttribute('data-threat'))).toEqual([
      'weaker',
      'equal',
      'stronger',
    ]);
    expect(getComputedStyle(rat).borderColor).toBe('rgb(76, 175, 80)');
    expect(getComputedStyle(monster('Zdziczały pies')).borderColor).toBe('rgb(255, 152, 0)');
    expect(getComputedStyle(monster('Topielec')).borderColor).toBe('rgb(228, 98, 94)');
    expect(fightButtons().map((b) => [b.textContent, b.disabled])).toEqual([
      ['Walcz!', false],
      ['Walcz!', false],
      ['Walcz!', false],
    ]);
    expect(document.querySelector('a[href="/home/equipment"]')).not.toBeNull();
  });

  it('out of stamina: ‘Brak staminy’ disabled, the warning and the countdown to the reset', async () => {
    board = { ...BOARD, playerStamina: 0, canFight: false };
    stamina = { stamina: 0, maxStamina: 100, canFight: false, nextReset: later((2 * 60 + 5) * 60_000 + 30_000) };
    await open();
    expect(testId('arena-stamina')?.textContent).toContain('Stamina: 0/100');
    expect(testId('arena-can-fight')).toBeNull();
    expect(testId('arena-reset')?.textContent).toBe('Reset staminy za: 2h 5m');
    expect(testId('arena-no-stamina')?.textContent).toContain('Każda walka kosztuje 1 punkt staminy. Stamina odnawia się codziennie o 5:00 do 100.');
    expect(fightButtons().map((b) => [b.textContent, b.disabled])).toEqual([
      ['Brak staminy', true],
      ['Brak staminy', true],
      ['Brak staminy', true],
    ]);
  });

  it('says ‘Niedługo’ once the reset time has passed', async () => {
    stamina = { stamina: 0, maxStamina: 100, canFight: false, nextReset: later(-60_000) };
    await open();
    expect(testId('arena-reset')?.textContent).toBe('Reset staminy za: Niedługo');
  });

  it('without equipment leads to the equipment page and lets nobody fight', async () => {
    board = { ...BOARD, hasEquipment: false, canFight: false };
    await open();
    const prompt = testId('arena-no-equipment')!;
    expect(prompt.textContent).toContain('Najpierw wybierz broń i zbroję w Ekwipunku.');
    expect(prompt.querySelector('a')?.getAttribute('href')).toBe('/home/equipment');
    expect(fightButtons().every((b) => b.disabled)).toBe(true);
    expect(testId('arena-can-fight')).toBeNull();
  });

  it('fights to a win: the log, the bars, the rewards with a level-up, the stamina left, and back to the arena', async () => {
    const start = vi.spyOn(ArenaService, 'startCombat').mockImplementation(() => answer(FIGHT));
    const turns: Combat[] = [
      { ...FIGHT, message: 'Zadajesz 15 obrażeń. Szczur kanałowy zadaje ci 50 obrażeń.', player: { ...FIGHT.player, health: 60 }, monster: { ...FIGHT.monster, health: 15 } },
      {
        ...FIGHT,
        status: 'player_won',
        message: 'Zadajesz 16 obrażeń.',
        player: { ...FIGHT.player, health: 60 },
        monster: { ...FIGHT.monster, health: 0 },
        rewards: {
          experience: 20,
          levelUp: {
            oldLevel: 2,
            newLevel: 3,
            primaryStat: 'strength',
            secondaryStat: 'dexterity',
            gains: { strength: 3, dexterity: 2, speed: 1, intelligence: 1, willpower: 1, endurance: 1 },
          },
        },
      },
    ];
    const act = vi.spyOn(ArenaService, 'combatAction').mockImplementation(() => answer(turns.shift()!));
    const leave = vi.spyOn(ArenaService, 'leaveCombat').mockImplementation(() => answer<CombatLeft>({ success: true }));
    await open();
    await click(fightButtons()[0]);
    await settle();
    expect(start).toHaveBeenCalledWith({ requestBody: { monsterId: 1 } });
    expect(document.querySelector('h1')?.textContent).toBe('Walka w toku');
    expect(testId('combat-stamina')?.textContent).toContain('Stamina: 99/100');
    expect(testId('combat-log')?.textContent).toBe('Rozpoczynasz walkę ze Szczurem kanałowym!');
    expect(testId('combat-player-health')?.getAttribute('data-color')).toBe('green');
    // The debug line is the arena managers' (admins'); a player does not see it.
    expect(testId('combat-debug')).toBeNull();

    await click(button('Atakuj'));
    await settle();
    expect(act).toHaveBeenCalledWith({ requestBody: { combatId: 7, action: 'attack' } });
    expect([...testId('combat-log')!.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Rozpoczynasz walkę ze Szczurem kanałowym!',
      'Zadajesz 15 obrażeń. Szczur kanałowy zadaje ci 50 obrażeń.',
    ]);
    expect(testId('combat-player-health')?.getAttribute('data-color')).toBe('orange');
    expect(testId('combat-monster-health')?.getAttribute('data-color')).toBe('orange');
    expect(testId('combat-player-health')?.textContent).toContain('Zdrowie: 60/110');

    await click(button('Atakuj'));
    await settle();
    expect(document.querySelector('h1')?.textContent).toBe('Zwycięstwo!');
    expect(testId('result-experience')?.textContent).toBe('+ 20 EXP');
    expect(testId('result-level-up')?.textContent).toContain('Poziom 2 → 3');
    expect(testId('result-level-up')?.textContent).toContain('Siła +3');
    expect(testId('result-level-up')?.textContent).toContain('Zręczność +2');
    expect(testId('result-level-up')?.textContent).toContain('Wytrzymałość +1');
    expect(testId('result-stamina')?.textContent).toBe('-1 Stamina | Pozostało: 99/100');
    expect(testId('combat-log')?.textContent).toContain('Zadajesz 16 obrażeń.');

    board = { ...BOARD, playerStamina: 99, playerLevel: 3 };
    stamina = { ...stamina, stamina: 99 };
    await click(button('Powrót do Areny'));
    await settle();
    expect(leave).toHaveBeenCalledWith({ requestBody: { combatId: 7 } });
    expect(document.querySelector('h1')?.textContent).toBe('Arena Walki');
    expect(testId('arena-stamina')?.textContent).toContain('Stamina: 99/100');
    expect(testId('arena-level')?.textContent).toBe('Poziom: 3');
  });

  it('titles a flight ‘Ucieczka!’ and a defeat ‘Porażka!’, without rewards', async () => {
    vi.spyOn(ArenaService, 'startCombat').mockImplementation(() => answer(FIGHT));
    vi.spyOn(ArenaService, 'combatAction').mockImplementation(({ requestBody }) =>
      answer({ ...FIGHT, status: requestBody.action === 'flee' ? 'fled' : 'monster_won', message: 'Koniec.' }),
    );
    vi.spyOn(ArenaService, 'leaveCombat').mockImplementation(() => answer<CombatLeft>({ success: true }));
    await open();
    await click(fightButtons()[0]);
    await settle();
    await click(button('Uciekaj'));
    await settle();
    expect(document.querySelector('h1')?.textContent).toBe('Ucieczka!');
    expect(testId('result-rewards')).toBeNull();
    await click(button('Powrót do Areny'));
    await settle();
    await click(fightButtons()[0]);
    await settle();
    await click(button('Broń się'));
    await settle();
    expect(document.querySelector('h1')?.textContent).toBe('Porażka!');
  });

  it('keeps the buttons disabled while a turn is on its way', async () => {
    vi.spyOn(ArenaService, 'startCombat').mockImplementation(() => answer(FIGHT));
    vi.spyOn(ArenaService, 'combatAction').mockImplementation(() => new Promise(() => {}) as never);
    await open();
    await click(fightButtons()[0]);
    await settle();
    await click(button('Atakuj'));
    await settle();
    expect(['Atakuj', 'Broń się', 'Uciekaj'].map((label) => button(label).disabled)).toEqual([true, true, true]);
    expect(testId('combat-debug')).toBeNull();
  });

  it('resumes a fight found under way when the page opens', async () => {
    current = { ...FIGHT, message: 'Bronisz się i odzyskujesz 5 zdrowia.' };
    await open();
    expect(document.querySelector('h1')?.textContent).toBe('Walka w toku');
    expect([...testId('combat-log')!.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Rozpoczynasz walkę ze Szczurem kanałowym!',
      'Bronisz się i odzyskujesz 5 zdrowia.',
    ]);
  });

  it('tells a refused or failed start in an Alert', async () => {
    const start = vi.spyOn(ArenaService, 'startCombat').mockImplementation(() => refusal(409, 'Brak staminy! Poczekaj do 5:00 rano.'));
    await open();
    await click(fightButtons()[0]);
    await settle();
    expect(testId('arena-error')?.textContent).toBe('Brak staminy! Poczekaj do 5:00 rano.');
    expect(testId('arena-error')?.getAttribute('role')).toBe('alert');
    expect(document.querySelector('h1')?.textContent).toBe('Arena Walki');
    start.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')) as never);
    await click(fightButtons()[0]);
    await settle();
    expect(testId('arena-error')?.textContent).toBe('Wystąpił błąd podczas rozpoczęcia walki: Failed to fetch');
  });

  it('tells a failed turn: the HTTP status, an answer that is no fight, the network', async () => {
    vi.spyOn(ArenaService, 'startCombat').mockImplementation(() => answer(FIGHT));
    const act = vi.spyOn(ArenaService, 'combatAction').mockImplementation(() => refusal(500, ''));
    await open();
    await click(fightButtons()[0]);
    await settle();
    await click(button('Atakuj'));
    await settle();
    expect(testId('arena-error')?.textContent).toBe('Błąd HTTP: 500');
    act.mockImplementation(() => answer({ success: true } as unknown as Combat));
    await click(button('Atakuj'));
    await settle();
    expect(testId('arena-error')?.textContent).toBe('Nieprawidłowa odpowiedź serwera');
    act.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')) as never);
    await click(button('Atakuj'));
    await settle();
    expect(testId('arena-error')?.textContent).toBe('Błąd sieci: Failed to fetch');
    // The fight is still there to go on with.
    expect(document.querySelector('h1')?.textContent).toBe('Walka w toku');
    expect(text()).toContain('Rozpoczynasz walkę ze Szczurem kanałowym!');
  });

  it('goes back to the arena even when leaving fails, which is only logged', async () => {
    vi.spyOn(ArenaService, 'startCombat').mockImplementation(() => answer(FIGHT));
    vi.spyOn(ArenaService, 'combatAction').mockImplementation(() => answer({ ...FIGHT, status: 'fled', message: 'Uciekasz.' }));
    vi.spyOn(ArenaService, 'leaveCombat').mockImplementation(() => refusal(500, 'Błąd'));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await open();
    await click(fightButtons()[0]);
    await settle();
    await click(button('Uciekaj'));
    await settle();
    await click(button('Powrót do Areny'));
    await settle();
    expect(document.querySelector('h1')?.textContent).toBe('Arena Walki');
    expect(testId('arena-error')).toBeNull();
    expect(logged).toHaveBeenCalled();
  });
});
