// GET /api/tavern/events: today's and coming events, soonest first ('Aktualności w Karczmie').
import { queryOptions } from '@tanstack/react-query';
import { TavernService } from '@mrok/sdk';
import '@/lib/api';
import { tavernKeys } from '@/shared/tavern/queries';

export const eventsQuery = queryOptions({
  queryKey: tavernKeys.events(),
  queryFn: async () => (await TavernService.tavernEvents()).events,
  staleTime: 0,
});
