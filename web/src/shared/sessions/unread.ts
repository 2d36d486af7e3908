// The unread marker (spec 2 §4): shown when the player takes part and has not seen the last
// activity. The server keeps each participant's seen time; a seen map in browser storage (spec 1
// §3) remembers what this browser has shown, so a dot goes out at once, before the next poll.
// A list row carries the server's seen time (`isUnread`); the sidebar's summary holds only what
// the server counts unread, so there this browser's seen map alone decides (`isUnseenActivity`).
import type { SessionKind, SessionRow } from './model';

export const SEEN_MAP_KEYS: Record<SessionKind, string> = {
  general: 'generalSessionsSeen',
  private: 'privateSessionsSeen',
};

type SeenMap = Record<string, string>;

function time(value: string | null | undefined): number {
  const t = value ? Date.parse(value) : NaN;
  return Number.isNaN(t) ? -Infinity : t;
}

export function readSeenMap(kind: SessionKind, store: Storage = localStorage): SeenMap {
  try {
    const parsed: unknown = JSON.parse(store.getItem(SEEN_MAP_KEYS[kind]) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as SeenMap) : {};
  } catch {
    return {};
  }
}

/** Remembers that the session was seen up to `lastActivity` in this browser. */
export function rememberSeen(kind: SessionKind, id: number, lastActivity: string, store: Storage = localStorage): void {
  const map = readSeenMap(kind, store);
  if (time(map[id]) >= time(lastActivity)) return;
  map[id] = lastActivity;
  store.setItem(SEEN_MAP_KEYS[kind], JSON.stringify(map));
}

/** When the player last saw the session (ms): the later of the server's and this browser's marker; -Infinity for never. */
export function lastSeen(row: Pick<SessionRow, 'id' | 'seenAt'>, seenMap: SeenMap = {}): number {
  return Math.max(time(row.seenAt), time(seenMap[row.id]));
}

/** Participant, and neither the server nor this browser has seen the last activity. */
export function isUnread(
  row: Pick<SessionRow, 'id' | 'isParticipant' | 'seenAt' | 'lastActivity'>,
  seenMap: SeenMap = {},
): boolean {
  if (!row.isParticipant) return false;
  const seen = lastSeen(row, seenMap);
  return seen === -Infinity || time(row.lastActivity) > seen;
}

/** An activity the server counts unread is still news unless this browser has shown it since. */
export function isUnseenActivity(entry: Pick<SessionRow, 'id' | 'lastActivity'>, seenMap: SeenMap = {}): boolean {
  return time(seenMap[entry.id]) < time(entry.lastActivity);
}
