// GET /api/combat/monsters: the monsters (the weakest first), the player's level, experience and
// stamina, and whether the player has equipment to fight with.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ArenaService } from '@mrok/sdk';
import '@/lib/api';
import { arenaKeys } from './arenaKeys';

export const arenaBoardQuery = queryOptions({
  queryKey: arenaKeys.board(),
  queryFn: () => ArenaService.arenaMonsters(),
});

export function useArenaBoard() {
  return useQuery(arenaBoardQuery);
}
