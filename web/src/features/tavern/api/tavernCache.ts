// What the tavern's writes and live frames change in the cached reads. A message (the player's
// own from its POST, anyone's from the socket) goes onto the cached newest page — page 1, kept to
// one page — unless it is a duplicate; older pages are left as they were read. Going in, moving
// and leaving change who is where: the sidebar's guests and the rooms' head counts.
import type { QueryClient } from '@tanstack/react-query';
import type { TavernMessageBody, TavernMessages } from '@mrok/sdk';
import { tavernKeys } from '@/shared/tavern/queries';
import { withMessage } from '../liveFrames';

export function addToNewestPage(page: TavernMessages, message: TavernMessageBody): TavernMessages {
  const messages = withMessage(page.messages, message);
  if (messages === page.messages) return page;
  const total = page.pagination.total + 1;
  const limit = page.pagination.limit > 0 ? page.pagination.limit : messages.length;
  return { messages, pagination: { ...page.pagination, total, totalPages: Math.max(1, Math.ceil(total / limit)) } };
}

/** Puts `message` onto its room's cached page 1 (nothing when page 1 is not cached). */
export function applyMessage(client: QueryClient, message: TavernMessageBody): void {
  client.setQueryData<TavernMessages>(tavernKeys.messages(message.room_id, 1), (page) => (page ? addToNewestPage(page, message) : page));
}

/** Page 1 of `room` is read and no read of it is under way: a message put onto it now stays. */
export function newestPageSettled(client: QueryClient, room: number): boolean {
  const state = client.getQueryState(tavernKeys.messages(room, 1));
  return state?.data !== undefined && state.fetchStatus !== 'fetching';
}

/** Who is where changed: the sidebar's guests and the rooms' head counts are read again. */
export function presenceChanged(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: tavernKeys.participants() });
  void client.invalidateQueries({ queryKey: tavernKeys.rooms() });
}

/** A room's pages, dropped when its socket closes: what it misses meanwhile is read anew. */
export function forgetRoomMessages(client: QueryClient, room: number): void {
  client.removeQueries({ queryKey: tavernKeys.roomMessages(room) });
}
