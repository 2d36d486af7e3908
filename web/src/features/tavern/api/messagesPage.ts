// GET /api/tavern/rooms/{id}/messages?page&limit=30: one page of a room (page 1 the newest 30,
// each page oldest first). Page 1 then follows the live channel (tavernCache.applyMessage).
import { queryOptions } from '@tanstack/react-query';
import { TavernService } from '@mrok/sdk';
import '@/lib/api';
import { tavernKeys } from '@/shared/tavern/queries';
import { MESSAGES_PER_PAGE } from '../liveFrames';

export const messagesPageQuery = (room: number, page: number) =>
  queryOptions({
    queryKey: tavernKeys.messages(room, page),
    queryFn: () => TavernService.tavernMessages({ id: room, page, limit: MESSAGES_PER_PAGE }),
    // While the room's socket is open its pages are dropped on close and page 1 is kept up to
    // date by the frames, so nothing needs asking again on its own.
    staleTime: Infinity,
    // Turning pages keeps the shown page until the next arrives; another room never shows this
    // room's messages (changing rooms clears them, spec 2 §4).
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === room ? previous : undefined),
  });
