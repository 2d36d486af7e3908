// GET /api/tavern/rooms: every room with its name, description and people online (entry and
// change-room dialogs), read afresh each time a dialog opens.
import { queryOptions } from '@tanstack/react-query';
import { TavernService } from '@mrok/sdk';
import '@/lib/api';
import { tavernKeys } from '@/shared/tavern/queries';

export const roomsQuery = queryOptions({
  queryKey: tavernKeys.rooms(),
  queryFn: async () => (await TavernService.tavernRooms()).rooms,
  staleTime: 0,
});
