// PATCH …/close and …/reopen (the owner's): one request; the session moves between the cached
// list and archive and its detail says whether it is closed.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionApi } from '../../../shared/sessions/api';
import type { SessionKind, SessionRow } from '../../../shared/sessions/model';
import { applyClosed } from './sessionCache';

export function useSetClosed(kind: SessionKind, closed: boolean) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (session: SessionRow) => (closed ? sessionApi(kind).close(session.id) : sessionApi(kind).reopen(session.id)),
    onSuccess: (_, session) => applyClosed(client, kind, session, closed),
  });
}
