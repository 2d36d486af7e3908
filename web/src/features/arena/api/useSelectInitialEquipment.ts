// POST /api/character/select-initial-equipment: the first weapon and armor, both at level 1.
// The equipment and the arena's board (which knows whether the player may fight) are read again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArenaService, type InitialEquipmentChoice } from '@mrok/sdk';
import '@/lib/api';
import { arenaKeys } from './arenaKeys';

export function useSelectInitialEquipment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (choice: InitialEquipmentChoice) => ArenaService.selectInitialEquipment({ requestBody: choice }),
    onSuccess: () => client.invalidateQueries({ queryKey: arenaKeys.all }),
  });
}
