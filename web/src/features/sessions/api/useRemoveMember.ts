// DELETE /api/generalSessions/{id}/members/{userId} (the owner's): one request; the participant
// leaves the cached session, its list row and the participants' characters.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionApi } from '@/shared/sessions/api';
import type { SessionKind, SessionRow } from '@/shared/sessions/model';
import { sessionKeys } from '@/shared/sessions/queries';
import { applyParticipants } from './sessionCache';

export function useRemoveMember(kind: SessionKind, id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => sessionApi(kind).removeMember(id, userId),
    onSuccess: (_, userId) => {
      const session = client.getQueryData<SessionRow>(sessionKeys.detail(kind, id));
      if (session) applyParticipants(client, kind, id, session.participants.filter((p) => p.id !== userId));
      client.setQueryData<Record<string, unknown>>(sessionKeys.participantsCharacters(kind, id), (all) => {
        if (!all) return all;
        const { [userId]: _removed, ...rest } = all;
        return rest;
      });
    },
  });
}
