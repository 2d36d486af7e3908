// POST /api/generalSessions/{id}/addMembers (the owner's): the session is read again once, for the
// new participants' names and avatars, and its list row takes them over.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionApi } from '@/shared/sessions/api';
import type { SessionKind } from '@/shared/sessions/model';
import { sessionKeys } from '@/shared/sessions/queries';
import { applyParticipants } from './sessionCache';

export function useAddMembers(kind: SessionKind, id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userIds: number[]) => sessionApi(kind).addMembers(id, userIds),
    onSuccess: async () => {
      const session = await client.fetchQuery({ queryKey: sessionKeys.detail(kind, id), queryFn: () => sessionApi(kind).detail(id) });
      applyParticipants(client, kind, id, session.participants);
    },
  });
}
