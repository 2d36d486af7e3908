// POST /api/conversations/{id}/seen {seenAt}: the marker the server kept goes onto the
// conversation and its list row (the red dots go out). Failures are only logged (spec 2 §8).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MessagesService } from '@mrok/sdk';
import '@/lib/api';
import { viewerId } from '@/shared/viewer';
import { applySeen } from './messagesCache';

export function useMarkSeen(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (seenAt: string) => MessagesService.markConversationSeen({ id, requestBody: { seenAt } }),
    onSuccess: (kept) => applySeen(client, viewerId() ?? 0, id, kept.seen_at),
    onError: (failure) => console.error('The conversation was not marked seen', failure),
  });
}
