// The two block checks of the start-up sequence, polled every 30 s while not blocked.
import { queryOptions } from '@tanstack/react-query';
import { ModerationService, type PrisonStatusBody, type ResidentMessageBody } from '@mrok/sdk';
import { POLL } from '../../../lib/query';

export const blockKeys = {
  prison: (token: string | null) => ['block', 'prison', token] as const,
  resident: (token: string | null) => ['block', 'resident', token] as const,
};

export const prisonStatusQuery = (token: string | null, enabled: boolean) =>
  queryOptions({
    queryKey: blockKeys.prison(token),
    queryFn: () => ModerationService.checkPrisonStatus(),
    enabled: Boolean(token) && enabled,
    refetchInterval: (query) => ((query.state.data as PrisonStatusBody | undefined)?.blocked ? false : POLL.blockChecks),
  });

export const residentMessageQuery = (token: string | null, enabled: boolean) =>
  queryOptions({
    queryKey: blockKeys.resident(token),
    queryFn: () => ModerationService.checkResidentMessage(),
    enabled: Boolean(token) && enabled,
    refetchInterval: (query) =>
      (query.state.data as ResidentMessageBody | undefined)?.hasMessage ? false : POLL.blockChecks,
  });
