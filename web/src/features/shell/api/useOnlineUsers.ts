// GET /api/online-users?limit=100, polled every 15 s (spec 1 §9; the limit since issue 15): at
// most 100 entries and the count of everyone online. Failures are silent: the list is empty.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { PlayersService } from '@mrok/sdk';
import '@/lib/api';
import { POLL } from '@/lib/query';
import { shellKeys } from './shellKeys';
import { ONLINE_LIMIT, onlineList, type OnlineList } from './onlineList';

export const onlineUsersQuery = queryOptions({
  queryKey: shellKeys.online(),
  queryFn: () => PlayersService.onlineUsers({ limit: ONLINE_LIMIT }),
  refetchInterval: POLL.onlineUsers,
  select: onlineList,
});

/** The shown entries and the online count; `loading` only until the first answer (or failure) arrives. */
export function useOnlineUsers() {
  const query = useQuery(onlineUsersQuery);
  // A failed poll empties the list rather than keeping a stale one.
  const list: OnlineList = query.isError || !query.data ? { players: [], total: 0 } : query.data;
  return { ...list, loading: query.isPending && query.fetchStatus === 'fetching' };
}
