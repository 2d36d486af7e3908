// The online list's rules (spec 1 §2, §3): who is shown, in which order, how a name is cut
// and what each status means; how many are online beyond the shown ones (issue 15). Pure, so the
// rules are tested without a browser.
import type { OnlineUserBody } from '@mrok/sdk';
import { pluralPlayers } from '@/shared/plural';

/** The most entries the panel asks for; the answer's `total` counts every online player. */
export const ONLINE_LIMIT = 100;

export const NAME_LIMIT = 15;
export const ELLIPSIS = '...';
const PLACEHOLDER_NAME = 'Nowa Postać';
const UNSET = 'Brak';

export type OnlineStatus = 'looking' | 'maybe' | 'not_looking';

export const STATUS_LABELS: Record<OnlineStatus, string> = {
  looking: 'Szukam sesji',
  maybe: 'Może coś wyjątkowego',
  not_looking: 'Nie szukam',
};

/** An online entry as the panel shows it. */
export interface OnlineEntry {
  id: number;
  name: string;
  race: string;
  gender: string;
  avatar: string | null;
  status: OnlineStatus;
}

function isSet(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '' && value.trim() !== UNSET;
}

/** Shown only with an id, a real name (not the placeholder) and a race and gender that are set. */
export function isListed(entry: Partial<OnlineUserBody> | null | undefined): entry is OnlineUserBody {
  if (!entry || typeof entry !== 'object') return false;
  const { id, user } = entry;
  if (typeof id !== 'number' || !Number.isFinite(id)) return false;
  if (typeof user !== 'string' || user.trim() === '' || user.trim() === PLACEHOLDER_NAME) return false;
  return isSet(entry.race) && isSet(entry.gender);
}

/** Unknown values fall back to not_looking. */
export function onlineStatus(value: unknown): OnlineStatus {
  return value === 'looking' || value === 'maybe' ? value : 'not_looking';
}

/** At most 15 characters, then an ellipsis. */
export function truncateName(name: string, limit = NAME_LIMIT): string {
  const characters = Array.from(name);
  return characters.length > limit ? characters.slice(0, limit).join('') + ELLIPSIS : name;
}

/** The entries the panel shows, sorted by id ascending. Anything unexpected gives an empty list. */
export function visibleOnline(data: unknown): OnlineEntry[] {
  if (!Array.isArray(data)) return [];
  return (data as Partial<OnlineUserBody>[])
    .filter(isListed)
    .sort((a, b) => a.id - b.id)
    .map((entry) => ({
      id: entry.id,
      name: entry.user.trim(),
      race: entry.race,
      gender: entry.gender,
      avatar: typeof entry.avatar === 'string' && entry.avatar ? entry.avatar : null,
      status: onlineStatus(entry.status),
    }));
}

/** What the panel shows: the entries and how many listed players are online in all. */
export interface OnlineList {
  players: OnlineEntry[];
  /** Never fewer than the shown entries. */
  total: number;
}

/** The answer as the panel shows it; anything unexpected gives nobody online. */
export function onlineList(answer: unknown): OnlineList {
  const body = answer && typeof answer === 'object' ? (answer as { data?: unknown; total?: unknown }) : {};
  const players = visibleOnline(body.data);
  const total = typeof body.total === 'number' && Number.isFinite(body.total) ? Math.trunc(body.total) : 0;
  return { players, total: Math.max(total, players.length) };
}

/** The line under a cut list: '…i jeszcze 1 gracz online', '…i jeszcze 3 gracze online', … */
export function moreOnlineText(more: number): string {
  return `…i jeszcze ${more} ${pluralPlayers(more)} online`;
}
