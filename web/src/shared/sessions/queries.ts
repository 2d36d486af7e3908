// Query keys and hooks of sessions, shared by the session screens and the shell's sidebar
// (unread dots, the participants of the open session).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { POLL } from '@/lib/query';
import { sessionApi, unreadSessions, type UnreadSummary } from './api';
import type { SessionKind } from './model';
import { isUnseenActivity, readSeenMap } from './unread';

export const sessionKeys = {
  all: ['sessions'] as const,
  /** The sidebar dots' summary of both kinds. */
  unread: () => [...sessionKeys.all, 'unread'] as const,
  kind: (kind: SessionKind) => [...sessionKeys.all, kind] as const,
  /** Every cached page of the kind's open sessions (the prefix of `page`). */
  pages: (kind: SessionKind) => [...sessionKeys.kind(kind), 'page'] as const,
  page: (kind: SessionKind, page: number) => [...sessionKeys.pages(kind), page] as const,
  /** Every cached page of the kind's archive (the prefix of `archivePage`). */
  archive: (kind: SessionKind) => [...sessionKeys.kind(kind), 'archive'] as const,
  archivePage: (kind: SessionKind, page: number) => [...sessionKeys.archive(kind), page] as const,
  detail: (kind: SessionKind, id: number) => [...sessionKeys.kind(kind), 'detail', id] as const,
  messages: (kind: SessionKind, id: number, page: number | undefined) =>
    [...sessionKeys.kind(kind), 'messages', id, page ?? 'last'] as const,
  myCharacter: (kind: SessionKind, id: number) => [...sessionKeys.kind(kind), 'myCharacter', id] as const,
  participantsCharacters: (kind: SessionKind, id: number) =>
    [...sessionKeys.kind(kind), 'participantsCharacters', id] as const,
};

/**
 * One page of the kind's open sessions, polled every 10 s (spec 2 §9); the previous page stays
 * on screen while the next one loads.
 */
export const sessionPageQuery = (kind: SessionKind, page: number) =>
  queryOptions({
    queryKey: sessionKeys.page(kind, page),
    queryFn: () => sessionApi(kind).page(page),
    refetchInterval: POLL.sessions,
    placeholderData: keepPreviousData,
  });

/** The sessions of both kinds the server counts unread for the player, polled every 10 s. */
export const unreadSessionsQuery = queryOptions({
  queryKey: sessionKeys.unread(),
  queryFn: unreadSessions,
  refetchInterval: POLL.sessions,
});

/**
 * One page of the kind's archive, as the open list pages (not polled: closed sessions change only
 * by the player's own reopening); the previous page stays on screen while the next one loads.
 */
export const sessionArchivePageQuery = (kind: SessionKind, page: number) =>
  queryOptions({
    queryKey: sessionKeys.archivePage(kind, page),
    queryFn: () => sessionApi(kind).archivePage(page),
    placeholderData: keepPreviousData,
  });

export const sessionDetailQuery = (kind: SessionKind, id: number) =>
  queryOptions({
    queryKey: sessionKeys.detail(kind, id),
    queryFn: () => sessionApi(kind).detail(id),
    refetchInterval: POLL.sessions,
  });

/** Whether the summary holds a session of the kind this browser has not shown since its activity. */
export function hasUnread(summary: UnreadSummary | undefined, kind: SessionKind, seenMap: Record<string, string>): boolean {
  return summary?.[kind].some((entry) => isUnseenActivity(entry, seenMap)) ?? false;
}

/** Whether any open session of the kind has something the player has not seen (sidebar dot). */
export function useHasUnread(kind: SessionKind): boolean {
  const { data } = useQuery(unreadSessionsQuery);
  return hasUnread(data, kind, readSeenMap(kind));
}
