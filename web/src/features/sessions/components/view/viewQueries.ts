// The queries of the session view beyond the shared ones: one page of messages and the
// character the player writes as.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import '../../../../lib/api';
import { sessionApi } from '../../../../shared/sessions/api';
import type { SessionKind } from '../../../../shared/sessions/model';
import { sessionKeys } from '../../../../shared/sessions/queries';

/** Every page of one session's messages (the prefix of `sessionKeys.messages`). */
export const sessionMessagesPrefix = (kind: SessionKind, id: number) => [...sessionKeys.kind(kind), 'messages', id] as const;

export const messagesPageQuery = (kind: SessionKind, id: number, page: number) =>
  queryOptions({
    queryKey: sessionKeys.messages(kind, id, page),
    queryFn: () => sessionApi(kind).messagesPage(id, page),
  });

export const myCharacterQuery = (kind: SessionKind, id: number) =>
  queryOptions({
    queryKey: sessionKeys.myCharacter(kind, id),
    queryFn: () => sessionApi(kind).myCharacter(id),
  });

/** After a change of the session itself (closed, members): its detail and both lists. */
export function refreshSession(client: QueryClient, kind: SessionKind, id: number): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: sessionKeys.detail(kind, id) }),
    client.invalidateQueries({ queryKey: sessionKeys.list(kind) }),
    client.invalidateQueries({ queryKey: sessionKeys.archive(kind) }),
  ]);
}
