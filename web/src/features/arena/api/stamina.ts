// GET /api/player/stamina: the stamina, its maximum and the next reset (05:00 Europe/Warsaw).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ArenaService } from '@mrok/sdk';
import '@/lib/api';
import { arenaKeys } from './arenaKeys';

export const staminaQuery = queryOptions({
  queryKey: arenaKeys.stamina(),
  queryFn: () => ArenaService.playerStamina(),
});

export function useStamina() {
  return useQuery(staminaQuery);
}
