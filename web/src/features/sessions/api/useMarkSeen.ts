// POST …/seen: the player's seen marker, kept in this browser at once (the sidebar dot goes out)
// and on the session, its list row and the unread summary when the server has stored it; failures
// are silent (the next visit marks it again).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionApi } from '@/shared/sessions/api';
import type { SessionKind } from '@/shared/sessions/model';
import { applySeen, applySeenHere } from './sessionCache';

export function useMarkSeen(kind: SessionKind, id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (seenAt: string) => sessionApi(kind).seen(id, seenAt),
    onMutate: (seenAt) => applySeenHere(client, kind, id, seenAt),
    onSuccess: (_, seenAt) => applySeen(client, kind, id, seenAt),
  });
}
