// The stats card's reading of the character data (spec 1 "Stats card", spec 3 §2.17, §3):
// missing text reads 'Nie określono', missing numbers 0, magic is 'Tak' or 'Nie', and the
// `informacje` text is either a JSON sheet (with a skills or flaws list) or plain history. The
// detailed sheet shows the skills and flaws of the character card (the profile's 'KARTA
// POSTACI') when it has any, else those of an `informacje` sheet; history text shows below.
import type { PlayerProfileBody } from '@mrok/sdk';
import { STAT_LABELS, type StatKey } from '@/shared/stats';

export const NOT_SET = 'Nie określono';
export const MAX_SKILL_LEVEL = 6;

export interface SheetSkill {
  id?: string | number;
  name: string;
  level: number;
  description?: string;
}

export interface SheetFlaw {
  id?: string | number;
  name: string;
  description?: string;
}

export type Informacje =
  | { kind: 'sheet'; skills: SheetSkill[]; flaws: SheetFlaw[] }
  | { kind: 'history'; text: string }
  | { kind: 'empty' };

// The six stats' names live in shared code: the arena names them too.
export { STAT_LABELS, type StatKey };

/** What shows below the two columns: the detailed sheet (or none), then the history text (or none). */
export interface Detail {
  sheet: { skills: SheetSkill[]; flaws: SheetFlaw[] } | null;
  history: string | null;
}

/** The skills and flaws of the character card (GET …/character-card), as the API lists them. */
export interface CardEntries {
  skills?: unknown;
  flaws?: unknown;
}

export function detailOf(informacje: Informacje, card: CardEntries | null | undefined): Detail {
  const fromCard = { skills: skills(card?.skills), flaws: flaws(card?.flaws) };
  const cardHasEntries = fromCard.skills.length > 0 || fromCard.flaws.length > 0;
  return {
    sheet: cardHasEntries ? fromCard : informacje.kind === 'sheet' ? { skills: informacje.skills, flaws: informacje.flaws } : null,
    history: informacje.kind === 'history' ? informacje.text : null,
  };
}

export interface CardView {
  name: string;
  age: string;
  race: string;
  gender: string;
  classType: string;
  magic: boolean;
  stats: Record<StatKey, number>;
  informacje: Informacje;
  detail: Detail;
}

function text(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : NOT_SET;
}

function number(value: unknown): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : 0;
}

function optionalText(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function optionalId(value: unknown): string | number | undefined {
  return typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value)) ? value : undefined;
}

function name(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
}

/** A skill level as the sheet shows it: a whole number from 0 to 6. */
export function skillLevel(value: unknown): number {
  const n = Math.round(number(value));
  return Math.min(MAX_SKILL_LEVEL, Math.max(0, n));
}

function skills(list: unknown): SheetSkill[] {
  if (!Array.isArray(list)) return [];
  return list
    .filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null)
    .map((item) => ({
      id: optionalId(item.id),
      name: name(item.name, 'Bez nazwy'),
      level: skillLevel(item.level),
      description: optionalText(item.description),
    }));
}

function flaws(list: unknown): SheetFlaw[] {
  if (!Array.isArray(list)) return [];
  return list
    .filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null)
    .map((item) => ({ id: optionalId(item.id), name: name(item.name, 'Bez nazwy'), description: optionalText(item.description) }));
}

/** A JSON object with a skills list or a flaws list is a sheet; any other text is history. */
export function parseInformacje(value: unknown): Informacje {
  if (typeof value !== 'string' || value.trim() === '') return { kind: 'empty' };
  try {
    const parsed: unknown = JSON.parse(value);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
      const record = parsed as Record<string, unknown>;
      if (Array.isArray(record.skills) || Array.isArray(record.flaws)) {
        return { kind: 'sheet', skills: skills(record.skills), flaws: flaws(record.flaws) };
      }
    }
  } catch {
    // Not JSON: the player's history as written.
  }
  return { kind: 'history', text: value };
}

/** Whether the answer carries a character at all ('Brak danych postaci' otherwise). */
export function hasCharacterData(data: unknown): data is Partial<PlayerProfileBody> {
  if (typeof data !== 'object' || data === null) return false;
  const record = data as Record<string, unknown>;
  return typeof record.user === 'string' && record.user.trim() !== '';
}

export function cardView(data: Partial<PlayerProfileBody>, card?: CardEntries | null): CardView {
  const stats = Object.fromEntries(STAT_LABELS.map(([key]) => [key, number(data[key])])) as Record<StatKey, number>;
  const informacje = parseInformacje(data.informacje);
  return {
    name: text(data.user),
    age: text(data.age),
    race: text(data.race),
    gender: text(data.gender),
    classType: text(data.classType),
    magic: data.magic === 'Tak',
    stats,
    informacje,
    detail: detailOf(informacje, card),
  };
}
