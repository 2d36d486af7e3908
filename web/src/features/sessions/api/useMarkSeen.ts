// POST …/seen: the player's seen marker, kept in this browser at once and on the session and its
// list row when the server has stored it; failures are silent (the next visit marks it again).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionApi } from '../../../shared/sessions/api';
import type { SessionKind } from '../../../shared/sessions/model';
import { rememberSeen } from '../../../shared/sessions/unread';
import { applySeen } from './sessionCache';

export function useMarkSeen(kind: SessionKind, id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (seenAt: string) => sessionApi(kind).seen(id, seenAt),
    onMutate: (seenAt) => rememberSeen(kind, id, seenAt),
    onSuccess: (_, seenAt) => applySeen(client, kind, id, seenAt),
  });
}
