// GET /api/character/equipment: the weapon and armor carried, their levels and current values.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ArenaService } from '@mrok/sdk';
import '@/lib/api';
import { arenaKeys } from './arenaKeys';

export const myEquipmentQuery = queryOptions({
  queryKey: arenaKeys.equipment(),
  queryFn: () => ArenaService.myEquipment(),
});

export function useMyEquipment() {
  return useQuery(myEquipmentQuery);
}
