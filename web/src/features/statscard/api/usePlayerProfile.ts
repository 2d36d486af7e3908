// GET /api/player-profile: the logged-in player's main character for the stats card.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { PlayersService } from '@mrok/sdk';
import '@/lib/api';
import { statsKeys } from './statsKeys';

export const playerProfileQuery = (userId: string | null) =>
  queryOptions({
    queryKey: statsKeys.playerProfile(userId),
    queryFn: () => PlayersService.playerProfile(),
    enabled: Boolean(userId),
  });

export function usePlayerProfile(userId: string | null) {
  return useQuery(playerProfileQuery(userId));
}
