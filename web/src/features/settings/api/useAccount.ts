// GET /api/users/{id}: the player's account as others see it — its looking-for-a-session status
// and avatar, which the settings page starts from.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { PlayersService } from '@mrok/sdk';
import '@/lib/api';
import { settingsKeys } from './settingsKeys';

export const accountQuery = (userId: string | null) =>
  queryOptions({
    queryKey: settingsKeys.account(userId),
    queryFn: async () => (await PlayersService.getUser({ id: Number(userId) })).user,
    enabled: Boolean(userId) && Number.isInteger(Number(userId)),
  });

export function useAccount(userId: string | null) {
  return useQuery(accountQuery(userId));
}
