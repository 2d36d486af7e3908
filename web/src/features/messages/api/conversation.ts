// GET /api/conversations/{id}: one conversation (name, the other player, last activity, the seen
// marker, whether the other left), polled every 10 s (spec 2 §9) and read at once on a pushed
// frame (shared/messages/liveActivity.ts). Anyone but its members gets 404: not asked again.
import { queryOptions } from '@tanstack/react-query';
import { MessagesService } from '@mrok/sdk';
import '@/lib/api';
import { errorStatus } from '@/lib/api';
import { POLL } from '@/lib/query';
import { conversationKeys } from '@/shared/messages/queries';

export const conversationQuery = (id: number) =>
  queryOptions({
    queryKey: conversationKeys.detail(id),
    queryFn: () => MessagesService.getConversation({ id }),
    refetchInterval: (query) => (query.state.status === 'error' ? false : POLL.conversations),
    retry: (failures, error) => {
      const status = errorStatus(error);
      return failures < 2 && (status === undefined || status >= 500);
    },
  });
