// What the room's live frames mean (spec 2 §4 "Live connection"): 'room_joined' and
// 'active_users_update' carry no message, frames of another room are ignored, and a message is a
// duplicate when its id is already shown, or when its text, author and character equal a shown
// one's with timestamps within 3000 ms (the sender gets its message from its POST and again from
// the socket). Beyond the spec: 'typing' frames make the '… pisze…' line.
import type { TavernMessageBody } from '@mrok/sdk';
import type { LiveFrame } from '@/shared/live/liveSocket';

export const DUPLICATE_WINDOW_MS = 3000;
/** Messages per page, in the request and on screen (spec 2 §9). */
export const MESSAGES_PER_PAGE = 30;

export function isDuplicate(shown: readonly TavernMessageBody[], incoming: TavernMessageBody): boolean {
  const at = Date.parse(incoming.created_at);
  return shown.some(
    (m) =>
      m.id === incoming.id ||
      (m.message === incoming.message &&
        m.user_id === incoming.user_id &&
        m.character_type === incoming.character_type &&
        m.character_name === incoming.character_name &&
        Math.abs(Date.parse(m.created_at) - at) <= DUPLICATE_WINDOW_MS),
  );
}

/**
 * The newest page with `incoming` put in its place by id (ids grow with time, and two messages
 * written at once may be pushed in either order), kept to the newest page; the same array for a
 * duplicate. Usually that is the end: the search goes back from there.
 */
export function withMessage(shown: TavernMessageBody[], incoming: TavernMessageBody): TavernMessageBody[] {
  if (isDuplicate(shown, incoming)) return shown;
  let at = shown.length;
  while (at > 0 && shown[at - 1].id > incoming.id) at -= 1;
  return [...shown.slice(0, at), incoming, ...shown.slice(at)].slice(-MESSAGES_PER_PAGE);
}

const isMessageBody = (frame: LiveFrame): boolean =>
  typeof frame.id === 'number' &&
  typeof frame.message === 'string' &&
  typeof frame.user_id === 'number' &&
  typeof frame.character_name === 'string' &&
  typeof frame.created_at === 'string';

/** A frame's message, if it is a message of `room`. */
export function messageOf(frame: LiveFrame, room: number): TavernMessageBody | null {
  if (frame.type !== 'message' || frame.room_id !== room || !isMessageBody(frame)) return null;
  const { type: _type, ...message } = frame;
  return message as unknown as TavernMessageBody;
}

export interface Typist {
  userId: number;
  name: string;
}

/** Who a 'typing' frame of `room` says is writing. */
export function typistOf(frame: LiveFrame, room: number): Typist | null {
  if (frame.type !== 'typing' || frame.room_id !== room) return null;
  if (typeof frame.user_id !== 'number' || typeof frame.name !== 'string' || !frame.name) return null;
  return { userId: frame.user_id, name: frame.name };
}

/** The head count an 'active_users_update' frame of `room` carries. */
export function headCountOf(frame: LiveFrame, room: number): number | null {
  if (frame.type !== 'active_users_update' || frame.room_id !== room || typeof frame.count !== 'number') return null;
  return frame.count;
}

/** Whether the frame greets a (re)opened socket of `room`. */
export const isRoomJoined = (frame: LiveFrame, room: number): boolean => frame.type === 'room_joined' && frame.room_id === room;

/** 'Morwena pisze…', 'Morwena i Lutek piszą…', 'Morwena, Lutek i Ilvar piszą…'. */
export function typingText(names: readonly string[]): string {
  if (names.length === 0) return '';
  if (names.length === 1) return `${names[0]} pisze…`;
  return `${names.slice(0, -1).join(', ')} i ${names[names.length - 1]} piszą…`;
}
