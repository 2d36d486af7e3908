// GET /api/conversations/{id}/messages?before={oldest id}&limit=100: the window before the oldest
// shown message goes in front of the thread ('Starsze wiadomości').
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MessagesService } from '@mrok/sdk';
import '@/lib/api';
import { conversationKeys } from '@/shared/messages/queries';
import { MESSAGES_WINDOW, withOlder, type Thread } from './messagesCache';

export function useLoadOlder(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (before: number) => MessagesService.conversationMessages({ id, before, limit: MESSAGES_WINDOW }),
    onSuccess: (older) =>
      client.setQueryData<Thread>(conversationKeys.messages(id), (thread) => (thread ? withOlder(thread, older) : thread)),
  });
}
