// POST /api/combat/leave: leaves the fight (an active one is given up); the answer is ignored and
// a failure only logged (spec 3 §7, §8). Either way the arena's data is read again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArenaService } from '@mrok/sdk';
import '@/lib/api';
import { arenaKeys } from './arenaKeys';

export function useLeaveCombat() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (combatId: number) => ArenaService.leaveCombat({ requestBody: { combatId } }),
    onError: (error) => console.error('Nie udało się opuścić walki', error),
    onSettled: () => client.invalidateQueries({ queryKey: arenaKeys.all }),
  });
}
