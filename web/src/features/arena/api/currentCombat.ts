// GET /api/combat/current: the fight under way, if any, so the arena comes back to it after a
// reload. Read once when the arena opens; the page holds the fight from then on.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ArenaService } from '@mrok/sdk';
import '@/lib/api';
import { arenaKeys } from './arenaKeys';

export const currentCombatQuery = queryOptions({
  queryKey: arenaKeys.current(),
  queryFn: async () => (await ArenaService.currentCombat()).combat ?? null,
  staleTime: 0,
  gcTime: 0,
});

export function useCurrentCombat() {
  return useQuery(currentCombatQuery);
}
