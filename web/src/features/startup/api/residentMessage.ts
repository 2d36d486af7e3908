// GET /api/admin/check-resident-message, polled every 30 s until an announcement blocks the game.
import { queryOptions } from '@tanstack/react-query';
import { ModerationService, type ResidentMessageBody } from '@mrok/sdk';
import { POLL } from '@/lib/query';
import { blockKeys } from './blockKeys';

export const residentMessageQuery = (token: string | null, enabled: boolean) =>
  queryOptions({
    queryKey: blockKeys.resident(token),
    queryFn: () => ModerationService.checkResidentMessage(),
    enabled: Boolean(token) && enabled,
    refetchInterval: (query) =>
      (query.state.data as ResidentMessageBody | undefined)?.hasMessage ? false : POLL.blockChecks,
  });
