// The tavern's browser storage (spec 2 §3): the inside flag, the chosen character and the current
// room. Entering stores them, leaving clears them. On load (spec 2 §4) the server's status is
// checked: the stored room is used if there is one, otherwise the server's room, otherwise the
// room list is shown; when the server says the player is outside but the browser says inside,
// the page enters again quietly with the stored character and room.
import type { TavernStatus } from '@mrok/sdk';
import type { CharacterOption } from '@/shared/composer/characterOptions';

export const TAVERN_STORAGE_KEYS = { inside: 'tavernInside', character: 'tavernCharacter', room: 'tavernRoom' } as const;

export interface TavernState {
  inside: boolean;
  character: CharacterOption | null;
  room: number | null;
}

export const OUTSIDE: TavernState = { inside: false, character: null, room: null };

function parseCharacter(raw: string | null): CharacterOption | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<CharacterOption> | null;
    if (!value || (value.type !== 'main' && value.type !== 'secondary' && value.type !== 'narrator')) return null;
    if (typeof value.name !== 'string') return null;
    const id = typeof value.id === 'number' ? value.id : null;
    if (value.type !== 'narrator' && id === null) return null;
    return { type: value.type, id: value.type === 'narrator' ? null : id, name: value.name };
  } catch {
    return null;
  }
}

export function readTavernState(store: Storage = localStorage): TavernState {
  const character = parseCharacter(store.getItem(TAVERN_STORAGE_KEYS.character));
  const room = Number(store.getItem(TAVERN_STORAGE_KEYS.room));
  const inside = store.getItem(TAVERN_STORAGE_KEYS.inside) === 'true' && character !== null;
  if (!inside) return OUTSIDE;
  return { inside, character, room: Number.isSafeInteger(room) && room > 0 ? room : null };
}

export function saveTavernState(state: TavernState, store: Storage = localStorage): void {
  if (!state.inside || !state.character) {
    Object.values(TAVERN_STORAGE_KEYS).forEach((key) => store.removeItem(key));
    return;
  }
  const { type, id, name } = state.character;
  store.setItem(TAVERN_STORAGE_KEYS.inside, 'true');
  store.setItem(TAVERN_STORAGE_KEYS.character, JSON.stringify({ type, id, name }));
  if (state.room) store.setItem(TAVERN_STORAGE_KEYS.room, String(state.room));
  else store.removeItem(TAVERN_STORAGE_KEYS.room);
}

/** The character the server has the player inside as. */
export function serverCharacter(status: TavernStatus): CharacterOption | null {
  const character = status.character;
  if (!character) return null;
  return { type: character.type, id: character.type === 'narrator' ? null : (character.id ?? null), name: character.name };
}

/** What the page does once the status is known. */
export type RestorePlan =
  /** Outside: the stored state is cleared. */
  | { kind: 'outside' }
  /** The server forgot the player: enter as `character`, then into `room` (or show the room list). */
  | { kind: 'reenter'; character: CharacterOption; room: number | null }
  /** Inside as `character`: into `room` (moving there when the server has another), else the room list. */
  | { kind: 'inside'; character: CharacterOption; room: number | null; move: boolean };

export function planRestore(stored: TavernState, server: TavernStatus): RestorePlan {
  if (!server.isInTavern) {
    return stored.inside && stored.character ? { kind: 'reenter', character: stored.character, room: stored.room } : { kind: 'outside' };
  }
  // Inside: the server's character is what a message will carry (it may have been changed on
  // another device); the stored one stands in only when the server's is unknown.
  const character = serverCharacter(server) ?? stored.character;
  if (!character) return { kind: 'outside' };
  const serverRoom = server.room?.id ?? null;
  const room = (stored.inside ? stored.room : null) ?? serverRoom;
  return { kind: 'inside', character, room, move: room !== null && room !== serverRoom };
}
