// GET /api/tavern/status: whether the player is inside, as whom and in which room; read once when
// the page opens (spec 2 §4), never from the cache.
import { queryOptions } from '@tanstack/react-query';
import { TavernService } from '@mrok/sdk';
import '@/lib/api';
import { tavernKeys } from '@/shared/tavern/queries';

export const statusQuery = queryOptions({
  queryKey: tavernKeys.status(),
  queryFn: () => TavernService.tavernStatus(),
  staleTime: 0,
  gcTime: 0,
});
