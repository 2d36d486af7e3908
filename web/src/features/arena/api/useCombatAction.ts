// POST /api/combat/action: one turn of the player's fight (attack, defend, flee); the answer is
// the fight after it.
import { useMutation } from '@tanstack/react-query';
import { ArenaService, type CombatActionKind } from '@mrok/sdk';
import '@/lib/api';

export function useCombatAction() {
  return useMutation({
    mutationFn: ({ combatId, action }: { combatId: number; action: CombatActionKind }) =>
      ArenaService.combatAction({ requestBody: { combatId, action } }),
  });
}
