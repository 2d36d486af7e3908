// POST /api/conversations {receiver_id, subject, content}: the first message. The answer names the
// conversation (a new one, or an open one with the same subject: `existing`); the list is marked
// stale, not read again here (the conversation's view and the poll read what they show).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MessagesService, type NewConversation } from '@mrok/sdk';
import '@/lib/api';
import { conversationKeys } from '@/shared/messages/queries';

export function useStartConversation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (conversation: NewConversation) => MessagesService.startConversation({ requestBody: conversation }),
    onSuccess: ({ conversationId }) => {
      void client.invalidateQueries({ queryKey: [...conversationKeys.all, 'list'], refetchType: 'none' });
      void client.invalidateQueries({ queryKey: conversationKeys.detail(conversationId), refetchType: 'none' });
      void client.invalidateQueries({ queryKey: conversationKeys.messages(conversationId), refetchType: 'none' });
    },
  });
}
