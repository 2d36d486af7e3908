// POST /api/character/change-equipment: another weapon or armor, which starts again at level 1.
// The answer carries the new equipment, put in place at once; the arena reads it again too.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArenaService, type EquipmentChange } from '@mrok/sdk';
import '@/lib/api';
import { arenaKeys } from './arenaKeys';

export function useChangeEquipment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: EquipmentChange) => ArenaService.changeEquipment({ requestBody: change }),
    onSuccess: (answer) => {
      client.setQueryData(arenaKeys.equipment(), answer.equipment);
      return client.invalidateQueries({ queryKey: arenaKeys.all });
    },
  });
}
