// GET /api/conversations/{id}/messages?limit=100: the newest window, joined to what the thread
// already holds (messagesCache.mergeNewest). It is read when the conversation opens and again only
// when the conversation shows activity the thread does not hold (hooks/useConversationThread).
import { queryOptions } from '@tanstack/react-query';
import { MessagesService } from '@mrok/sdk';
import '@/lib/api';
import { conversationKeys } from '@/shared/messages/queries';
import { MESSAGES_WINDOW, mergeNewest, type Thread } from './messagesCache';

export const threadQuery = (id: number) =>
  queryOptions({
    queryKey: conversationKeys.messages(id),
    queryFn: async ({ client, queryKey }) => {
      const newest = await MessagesService.conversationMessages({ id, limit: MESSAGES_WINDOW });
      return mergeNewest(client.getQueryData<Thread>(queryKey), newest);
    },
    staleTime: Infinity,
  });
