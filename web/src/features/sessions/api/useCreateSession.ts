// POST /api/{general|private}Sessions: one request; the list pages are marked stale (they are
// asked again when they show or poll next), and the caller opens the new session.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionApi, type NewSession } from '@/shared/sessions/api';
import type { SessionKind } from '@/shared/sessions/model';
import { sessionKeys } from '@/shared/sessions/queries';

export function useCreateSession(kind: SessionKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (session: NewSession) => sessionApi(kind).create(session),
    onSuccess: () => client.invalidateQueries({ queryKey: sessionKeys.pages(kind), refetchType: 'none' }),
  });
}
