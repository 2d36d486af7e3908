// POST /api/combat/start: a fight against a monster for one stamina; the answer is the fight.
// The stamina and the board are read again (the stamina dropped).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArenaService } from '@mrok/sdk';
import '@/lib/api';
import { arenaKeys } from './arenaKeys';

export function useStartCombat() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (monsterId: number) => ArenaService.startCombat({ requestBody: { monsterId } }),
    onSettled: () => client.invalidateQueries({ queryKey: arenaKeys.stamina() }),
  });
}
