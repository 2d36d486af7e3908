// POST /api/messages {conversation_id, content}: one request; the stored message joins the cached
// thread and the conversation's activity moves on (no read again). The view then marks it seen.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MessagesService } from '@mrok/sdk';
import '@/lib/api';
import { viewerId } from '@/shared/viewer';
import { applyReply } from './messagesCache';

export function useSendReply(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => MessagesService.sendPrivateMessage({ requestBody: { conversation_id: id, content } }),
    onSuccess: (message) => applyReply(client, viewerId() ?? 0, message),
  });
}
