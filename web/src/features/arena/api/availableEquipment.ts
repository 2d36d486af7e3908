// GET /api/character/available-equipment: the weapons and armors the main character may take
// (magic ones only with magic), to choose from the first time or to change to.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ArenaService } from '@mrok/sdk';
import '@/lib/api';
import { arenaKeys } from './arenaKeys';

export const availableEquipmentQuery = queryOptions({
  queryKey: arenaKeys.available(),
  queryFn: () => ArenaService.availableEquipment(),
  staleTime: 60_000,
});

export function useAvailableEquipment(enabled = true) {
  return useQuery({ ...availableEquipmentQuery, enabled });
}
