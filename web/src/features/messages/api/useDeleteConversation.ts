// DELETE /api/conversations/{id}/delete: the player leaves the conversation for good; it leaves
// the cached list and its reads are dropped.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MessagesService } from '@mrok/sdk';
import '@/lib/api';
import { viewerId } from '@/shared/viewer';
import { applyDeleted } from './messagesCache';

export function useDeleteConversation(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => MessagesService.deleteConversation({ id }),
    onSuccess: () => applyDeleted(client, viewerId() ?? 0, id),
  });
}
