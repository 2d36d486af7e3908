// GET /api/check-prison-status, polled every 30 s until the player is found imprisoned.
import { queryOptions } from '@tanstack/react-query';
import { ModerationService, type PrisonStatusBody } from '@mrok/sdk';
import { POLL } from '@/lib/query';
import { blockKeys } from './blockKeys';

export const prisonStatusQuery = (token: string | null, enabled: boolean) =>
  queryOptions({
    queryKey: blockKeys.prison(token),
    queryFn: () => ModerationService.checkPrisonStatus(),
    enabled: Boolean(token) && enabled,
    refetchInterval: (query) => ((query.state.data as PrisonStatusBody | undefined)?.blocked ? false : POLL.blockChecks),
  });
