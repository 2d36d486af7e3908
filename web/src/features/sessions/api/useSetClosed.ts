// PATCH …/close and …/reopen (the owner's): one request; the session leaves the cached list or
// archive page that held it, the pages of the other side are read again (the archive page on
// screen at once) and its detail says whether it is closed.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionApi } from '@/shared/sessions/api';
import type { SessionKind, SessionRow } from '@/shared/sessions/model';
import { applyClosed } from './sessionCache';

export function useSetClosed(kind: SessionKind, closed: boolean) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (session: SessionRow) => (closed ? sessionApi(kind).close(session.id) : sessionApi(kind).reopen(session.id)),
    onSuccess: (_, session) => applyClosed(client, kind, session, closed),
  });
}
