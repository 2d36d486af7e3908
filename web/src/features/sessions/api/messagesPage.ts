// GET …/messages: one page of a session's messages (spec 2 §9), oldest first.
import { queryOptions } from '@tanstack/react-query';
import { POLL } from '@/lib/query';
import { sessionApi } from '@/shared/sessions/api';
import type { SessionKind } from '@/shared/sessions/model';
import { sessionKeys } from '@/shared/sessions/queries';

export const messagesPageQuery = (kind: SessionKind, id: number, page: number) =>
  queryOptions({
    queryKey: sessionKeys.messages(kind, id, page),
    queryFn: () => sessionApi(kind).messagesPage(id, page),
    // As fresh as the session's own poll, which asks for the pages again when it sees news; a
    // page the player's own message just filled is not asked for again on showing.
    staleTime: POLL.sessions,
  });
