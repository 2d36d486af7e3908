// PUT /api/home/profile/{userId}/player-status: the player's looking-for-a-session status. The
// page shows the new value at once and goes back to the old one if the server refuses it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PlayersService, type UserBody } from '@mrok/sdk';
import '@/lib/api';
import type { PlayerStatus } from '../settingsRules';
import { refreshPlayerViews } from '@/shared/api/playerViews';
import { settingsKeys } from './settingsKeys';

export function useSetPlayerStatus(userId: string | null) {
  const queryClient = useQueryClient();
  const accountKey = settingsKeys.account(userId);
  return useMutation({
    mutationFn: (status: PlayerStatus) =>
      PlayersService.setPlayerStatus({ id: Number(userId), requestBody: { status } }),
    onMutate: async (status) => {
      await queryClient.cancelQueries({ queryKey: accountKey });
      const previous = queryClient.getQueryData<UserBody>(accountKey);
      if (previous) queryClient.setQueryData<UserBody>(accountKey, { ...previous, playerStatus: status });
      return { previous };
    },
    onError: (_error, _status, context) => {
      if (context?.previous) queryClient.setQueryData(accountKey, context.previous);
    },
    onSettled: () => refreshPlayerViews(queryClient),
  });
}
