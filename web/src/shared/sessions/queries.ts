// Query keys and hooks of sessions, shared by the session screens and the shell's sidebar
// (unread dots, the participants of the open session).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { POLL } from '../../lib/query';
import { sessionApi } from './api';
import type { SessionKind } from './model';
import { isUnread, readSeenMap } from './unread';

export const sessionKeys = {
  all: ['sessions'] as const,
  kind: (kind: SessionKind) => [...sessionKeys.all, kind] as const,
  list: (kind: SessionKind) => [...sessionKeys.kind(kind), 'list'] as const,
  archive: (kind: SessionKind) => [...sessionKeys.kind(kind), 'archive'] as const,
  detail: (kind: SessionKind, id: number) => [...sessionKeys.kind(kind), 'detail', id] as const,
  messages: (kind: SessionKind, id: number, page: number | undefined) =>
    [...sessionKeys.kind(kind), 'messages', id, page ?? 'last'] as const,
  myCharacter: (kind: SessionKind, id: number) => [...sessionKeys.kind(kind), 'myCharacter', id] as const,
  participantsCharacters: (kind: SessionKind, id: number) =>
    [...sessionKeys.kind(kind), 'participantsCharacters', id] as const,
};

/** The open sessions of a kind, polled every 10 s (spec 2 §9). */
export const sessionListQuery = (kind: SessionKind) =>
  queryOptions({
    queryKey: sessionKeys.list(kind),
    queryFn: () => sessionApi(kind).list(),
    refetchInterval: POLL.sessions,
  });

export const sessionArchiveQuery = (kind: SessionKind) =>
  queryOptions({ queryKey: sessionKeys.archive(kind), queryFn: () => sessionApi(kind).archive() });

export const sessionDetailQuery = (kind: SessionKind, id: number) =>
  queryOptions({
    queryKey: sessionKeys.detail(kind, id),
    queryFn: () => sessionApi(kind).detail(id),
    refetchInterval: POLL.sessions,
  });

/** Whether any open session of the kind has something the player has not seen (sidebar dot). */
export function useHasUnread(kind: SessionKind): boolean {
  const { data } = useQuery(sessionListQuery(kind));
  if (!data) return false;
  const seen = readSeenMap(kind);
  return data.some((row) => isUnread(row, seen));
}
