// GET /api/online-users, polled every 15 s (spec 1 §9). Failures are silent: the list is empty.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { PlayersService } from '@mrok/sdk';
import '../../../lib/api';
import { POLL } from '../../../lib/query';
import { shellKeys } from './shellKeys';
import { visibleOnline } from './onlineList';

export const onlineUsersQuery = queryOptions({
  queryKey: shellKeys.online(),
  queryFn: () => PlayersService.onlineUsers(),
  refetchInterval: POLL.onlineUsers,
  select: (answer) => visibleOnline(answer?.data),
});

/** The shown entries; `loading` only until the first answer (or failure) arrives. */
export function useOnlineUsers() {
  const query = useQuery(onlineUsersQuery);
  // A failed poll empties the list rather than keeping a stale one.
  const players = query.isError ? [] : (query.data ?? []);
  return { players, loading: query.isPending && query.fetchStatus === 'fetching' };
}
