// The equipment's and the arena's rules as the screens apply them (spec 3 §2.15, §4, §5, §8, §9):
// an item's value at a level, the monster's border by level, the stamina's countdown, the
// result's title, the fight as the page holds it (the log, the view), and how a failed call is
// told (the bars' colours are shared/meter.ts). The server decides every fight; nothing here rolls a die.
import { ApiError, type Combat, type CombatStatus, type LevelUp } from '@mrok/sdk';
import { polishPlural } from '@/shared/plural';
import { STAT_LABELS } from '@/shared/stats';
import { ARENA_TEXTS, EQUIPMENT_TEXTS } from './texts';

/** The stamina's maximum (spec 3 §9), shown until the server says otherwise. */
export const MAX_STAMINA = 100;

/** An item's damage or armor at `level`: base + per level × (level − 1) (spec 3 §9). */
export const valueAtLevel = (base: number, perLevel: number, level: number) => base + perLevel * (Math.max(1, level) - 1);

export type Threat = 'weaker' | 'equal' | 'stronger';

/** How a monster stands against the player: below the player's level, equal, or above. */
export function threatOf(monsterLevel: number, playerLevel: number): Threat {
  if (monsterLevel < playerLevel) return 'weaker';
  return monsterLevel === playerLevel ? 'equal' : 'stronger';
}

/** The monster card's border: green, orange, red (spec 3 §2.15). */
export const THREAT_COLORS: Record<Threat, string> = {
  weaker: '#4caf50',
  equal: '#ff9800',
  stronger: '#e4625e',
};

/** 'Xh Ym' until the reset, or 'Niedługo' once its time has passed (spec 3 §2.15). */
export function countdownText(nextReset: string | Date, now: Date = new Date()): string {
  const at = typeof nextReset === 'string' ? new Date(nextReset) : nextReset;
  const left = at.getTime() - now.getTime();
  if (Number.isNaN(left) || left <= 0) return ARENA_TEXTS.soon;
  const minutes = Math.floor(left / 60_000);
  return `${Math.floor(minutes / 60)}h ${minutes % 60}m`;
}

/** 'Możesz walczyć! (X walk)', the noun in its Polish form (1 walka, 2 walki, 5 walk). */
export const canFightText = (stamina: number) => ARENA_TEXTS.canFight(stamina, polishPlural(stamina, 'walka', 'walki', 'walk'));

/** 'Zwycięstwo!' for a win, 'Ucieczka!' for a flight, otherwise 'Porażka!'. */
export function resultTitle(status: CombatStatus): string {
  if (status === 'player_won') return ARENA_TEXTS.won;
  return status === 'fled' ? ARENA_TEXTS.fled : ARENA_TEXTS.lost;
}

/** A level-up's gains as the result shows them: the six stats in the card's order, each +N. */
export const statGains = (levelUp: LevelUp) =>
  STAT_LABELS.map(([key, label]) => ({ key, label, gain: levelUp.gains[key] })).filter((row) => row.gain > 0);

/** The arena page's three views (spec 3 §4): the list, a fight, its result. */
export type ArenaView =
  | { view: 'arena' }
  | { view: 'combat' | 'result'; combat: Combat; log: string[] };

const viewOf = (combat: Combat): 'combat' | 'result' => (combat.status === 'active' ? 'combat' : 'result');

/** The fight's first line as the server words it ('Rozpoczynasz walkę ze Szczurem kanałowym!':
 * the monster's instrumental form with "z" or "ze"); the plain name where an answer has none. */
const openingOf = (combat: Combat) => combat.opening || ARENA_TEXTS.opening(combat.monster.name);

/** A fight just started: its log opens with its opening line. */
export const started = (combat: Combat): ArenaView => ({ view: viewOf(combat), combat, log: [openingOf(combat)] });

/** A fight found under way after a reload: the opening line, then the last turn's message. */
export function resumed(combat: Combat): ArenaView {
  const opening = openingOf(combat);
  return { view: viewOf(combat), combat, log: combat.message && combat.message !== opening ? [opening, combat.message] : [opening] };
}

/** A turn's answer: its message appended, the result shown once the fight is over. */
export function acted(state: ArenaView, combat: Combat): ArenaView {
  const log = state.view === 'arena' ? [openingOf(combat)] : state.log;
  return { view: viewOf(combat), combat, log: combat.message ? [...log, combat.message] : log };
}

/** Whether an answer is a fight at all (the spec's 'Nieprawidłowa odpowiedź serwera' otherwise). */
export const isCombat = (answer: unknown): answer is Combat =>
  typeof answer === 'object' && answer !== null && typeof (answer as { combatId?: unknown }).combatId === 'number';

const serverMessage = (error: unknown): string | null => {
  if (!(error instanceof ApiError)) return null;
  const body = error.body as { message?: unknown; error?: unknown } | undefined;
  const text = body?.message ?? body?.error;
  return typeof text === 'string' && text ? text : null;
};

const detail = (error: unknown) => (error instanceof Error && error.message ? error.message : String(error));

/** A refused start: the server's word, else 'Błąd rozpoczęcia walki'; unreachable: '… rozpoczęcia walki: …'. */
export function startError(error: unknown): string {
  if (error instanceof ApiError) return serverMessage(error) ?? ARENA_TEXTS.startFailed;
  return ARENA_TEXTS.startNetwork(detail(error));
}

/** A refused turn: the server's word, else 'Błąd HTTP: {status}'; unreachable: 'Błąd sieci: …'. */
export function actionError(error: unknown): string {
  if (error instanceof ApiError) return serverMessage(error) ?? ARENA_TEXTS.httpError(error.status);
  return ARENA_TEXTS.networkError(detail(error));
}

/** A refused choice or change of equipment: the server's word, else 'Błąd wyboru ekwipunku';
 * unreachable: 'Wystąpił błąd podczas wyboru ekwipunku' (spec 3 §8). */
export function equipmentError(error: unknown): string {
  if (error instanceof ApiError) return serverMessage(error) ?? EQUIPMENT_TEXTS.selectFailed;
  return EQUIPMENT_TEXTS.selectNetwork;
}
