// The characters of a profile page as the screen sees them (spec 1 §2 "/home/profile/{id}", §3):
// the main character and up to two secondary ones, made into one shape, and the top tabs built
// from them — with the rule that decides when a 'NOWA' slot is offered.
import type { ProfileBody, SecondaryCharacterBody } from '@mrok/sdk';

/** Which character a call is about: an account's main one (by account id) or a secondary one. */
export type CharacterTarget =
  | { kind: 'main'; accountId: number }
  | { kind: 'secondary'; accountId: number; id: number };

export type Slot = 0 | 1 | 2;
export type SecondarySlot = 1 | 2;

export const TAB_IDS = {
  0: 'postac-glowna',
  1: 'postac-poboczna-1',
  2: 'postac-poboczna-2',
} as const satisfies Record<Slot, string>;

export type CharacterTabId = (typeof TAB_IDS)[Slot];
export const MAIN_TAB: CharacterTabId = TAB_IDS[0];

/** What is left of a pool and its most. */
export interface Pool {
  current: number;
  max: number;
}

/**
 * The main character's level and pools (spec 1 §3 "Profile data"): the arena's level, health and
 * stamina left; mana is the spec's placeholder (docs/decisions.md, "The profile").
 */
export interface Vitals {
  level: number;
  health: Pool;
  mana: Pool;
  stamina: Pool;
}

/** One character of the page, main or secondary, in one shape. */
export interface CharacterView {
  target: CharacterTarget;
  slot: Slot;
  tabId: CharacterTabId;
  name: string;
  race: string;
  gender: string;
  rank: string;
  /** 'Tak', 'Nie', or null while not chosen. */
  magic: string | null;
  /** Sanitized HTML. */
  description: string;
  /** The achievements as a list, or null when the server sent none we can read. */
  achievements: string[] | null;
  status: string;
  approved: boolean;
  /** The API's path (`/uploads/…`), or null for the default avatar. */
  avatar: string | null;
  age: number | null;
  /** The main character's level and pools; secondary characters have none. */
  vitals: Vitals | null;
}

/** At most two secondary characters (slots 1 and 2). */
export const MAX_SECONDARY = 2;

/**
 * The achievements text (one per line) as a list: lines trimmed, a leading bullet ('-', '*',
 * '•', '–') dropped, empty lines left out.
 */
export function parseAchievements(text: unknown): string[] | null {
  if (typeof text !== 'string') return null;
  return text
    .split(/\r?\n/)
    .map((line) => line.trim().replace(/^[-*•–]\s*/, '').trim())
    .filter((line) => line !== '');
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function orNull<T>(value: T | undefined | null): T | null {
  return value === undefined || value === null || (value as unknown) === '' ? null : value;
}

function whole(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? Math.round(value) : null;
}

/** A pool from `current_x` (or the spec's alias `x`) and `max_x`, else the spec's default. */
function pool(current: unknown, alias: unknown, max: unknown, fallback: Pool): Pool {
  return { current: whole(current) ?? whole(alias) ?? fallback.current, max: whole(max) ?? fallback.max };
}

/** The spec's default stats: level 1, hp 100/100, mp 50/50, stamina 75/100 (spec 1 §3). */
export const DEFAULT_VITALS: Vitals = {
  level: 1,
  health: { current: 100, max: 100 },
  mana: { current: 50, max: 50 },
  stamina: { current: 75, max: 100 },
};

/** The level and pools of a profile answer; a missing number reads as the spec's default. */
export function vitalsOf(data: ProfileBody['profileData']): Vitals {
  return {
    level: whole(data.level) ?? DEFAULT_VITALS.level,
    health: pool(data.current_hp, data.hp, data.max_hp, DEFAULT_VITALS.health),
    mana: pool(data.current_mp, data.mp, data.max_mp, DEFAULT_VITALS.mana),
    stamina: pool(data.current_stamina, data.stamina, data.max_stamina, DEFAULT_VITALS.stamina),
  };
}

export function mainCharacter(profile: ProfileBody): CharacterView {
  const data = profile.profileData;
  const list = Array.isArray(data.achievement_list)
    ? data.achievement_list.filter((a): a is string => typeof a === 'string' && a.trim() !== '')
    : parseAchievements(data.achievements);
  return {
    target: { kind: 'main', accountId: data.id },
    slot: 0,
    tabId: TAB_IDS[0],
    name: text(data.user) || text(data.nickname) || text(data.userName),
    race: text(data.race),
    gender: text(data.gender),
    rank: text(data.role),
    magic: orNull(data.magic),
    description: text(data.description),
    achievements: list,
    status: text(data.status),
    approved: Boolean(data.approved),
    avatar: orNull(data.avatar),
    age: orNull(data.age),
    vitals: vitalsOf(data),
  };
}

export function secondaryCharacter(character: SecondaryCharacterBody): CharacterView | null {
  const slot = character.characterNumber;
  if (slot !== 1 && slot !== 2) return null;
  return {
    target: { kind: 'secondary', accountId: character.userId, id: character.id },
    slot,
    tabId: TAB_IDS[slot],
    name: text(character.name),
    race: text(character.race),
    gender: text(character.gender),
    rank: text(character.rank),
    magic: orNull(character.magic),
    description: text(character.description),
    achievements: parseAchievements(character.achievements),
    status: text(character.status),
    approved: Boolean(character.approved),
    avatar: orNull(character.avatar),
    age: orNull(character.age),
    vitals: null,
  };
}

/** The secondary characters by slot (1 then 2); unknown slots and repeats are left out. */
export function secondaryCharacters(list: readonly SecondaryCharacterBody[]): CharacterView[] {
  const bySlot = new Map<Slot, CharacterView>();
  for (const character of list) {
    const view = secondaryCharacter(character);
    if (view && !bySlot.has(view.slot)) bySlot.set(view.slot, view);
  }
  return [...bySlot.values()].sort((a, b) => a.slot - b.slot);
}

/**
 * The slot a 'NOWA' tab offers, or null: only on one's own profile, only while fewer than two
 * secondary characters exist, and always the lowest free slot (the server fills slot 1 first,
 * then 2), so at most one 'NOWA' tab shows at a time.
 */
export function offeredSlot(secondaries: readonly Pick<CharacterView, 'slot'>[], own: boolean): SecondarySlot | null {
  if (!own || secondaries.length >= MAX_SECONDARY) return null;
  const taken = new Set(secondaries.map((c) => c.slot));
  if (!taken.has(1)) return 1;
  if (!taken.has(2)) return 2;
  return null;
}

export type ProfileTab =
  | { kind: 'character'; id: CharacterTabId; slot: Slot; label: string; mobileLabel: string; character: CharacterView }
  | { kind: 'new'; id: `nowa-postac-${SecondarySlot}`; slot: SecondarySlot; label: string; mobileLabel: string };

export function tabLabel(name: string): string {
  return name.toLocaleUpperCase('pl-PL');
}

/**
 * The top tabs in slot order: the main character, then slot 1 and slot 2 — each the character
 * in it, the 'NOWA n' tab when that slot is the one offered, or nothing.
 * Secondary tabs read 'Pob. 1' / 'Pob. 2' on mobile; the main tab keeps its name.
 */
export function buildTabs(main: CharacterView, secondaries: readonly CharacterView[], own: boolean): ProfileTab[] {
  const mainLabel = tabLabel(main.name);
  const tabs: ProfileTab[] = [
    { kind: 'character', id: TAB_IDS[0], slot: 0, label: mainLabel, mobileLabel: mainLabel, character: main },
  ];
  const offered = offeredSlot(secondaries, own);
  for (const slot of [1, 2] as const) {
    const character = secondaries.find((c) => c.slot === slot);
    if (character) {
      tabs.push({ kind: 'character', id: TAB_IDS[slot], slot, label: tabLabel(character.name), mobileLabel: `Pob. ${slot}`, character });
    } else if (offered === slot) {
      tabs.push({ kind: 'new', id: `nowa-postac-${slot}`, slot, label: `NOWA ${slot}`, mobileLabel: `NOWA ${slot}` });
    }
  }
  return tabs;
}

/** The tab to show: the one chosen while it still holds a character, else the main one. */
export function selectedTab(tabs: readonly ProfileTab[], chosen: string): Extract<ProfileTab, { kind: 'character' }> {
  const character = tabs.filter((t): t is Extract<ProfileTab, { kind: 'character' }> => t.kind === 'character');
  return character.find((t) => t.id === chosen) ?? character[0];
}

/** The chip naming the character's kind. */
export function typeLabel(slot: Slot): string {
  return slot === 0 ? 'Postać główna' : `Postać poboczna ${slot}`;
}

/** The ids the previous and next buttons lead to (id−1, at least 1; id+1). */
export function neighbours(id: number | null): { previous: number; next: number } {
  // A route id that is not a profile id at all leads both ways to the first profile.
  if (id === null || !Number.isSafeInteger(id) || id < 1) return { previous: 1, next: 1 };
  return { previous: Math.max(1, id - 1), next: id + 1 };
}

/** The profile id of the route, or null when it is not a positive whole number. */
export function parseProfileId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id >= 1 ? id : null;
}

/** The address of 'Wyślij wiadomość'. */
export function messageLink(accountId: number, name: string): string {
  const query = new URLSearchParams({ userId: String(accountId), nickname: name });
  return `/home/messages/new?${query.toString()}`;
}

/** The profile's mobile layout: 900 px and below (spec 1 §9). */
export const PROFILE_MOBILE_QUERY = '(max-width:900px)';
