// What a session write changes in the cached reads, as pure functions: the mutations in this
// folder put what the server answered into the cache with these, instead of asking again.
import type { QueryClient } from '@tanstack/react-query';
import { MESSAGES_PER_PAGE, pageCount, type SessionPage, type UnreadSummary } from '@/shared/sessions/api';
import type { SessionKind, SessionMessage, SessionRow } from '@/shared/sessions/model';
import { sessionKeys } from '@/shared/sessions/queries';
import { rememberSeen } from '@/shared/sessions/unread';

/** Every cached page of one session's messages (the prefix of `sessionKeys.messages`). */
export const sessionMessagesPrefix = (kind: SessionKind, id: number) => [...sessionKeys.kind(kind), 'messages', id] as const;

/** Newest activity first, as the server sorts its lists. */
function byActivity(rows: SessionRow[]): SessionRow[] {
  return [...rows].sort((a, b) => Date.parse(b.lastActivity) - Date.parse(a.lastActivity) || b.id - a.id);
}

/** The later of two times (ISO strings), either may be missing. */
function later(a: string | null, b: string): string {
  return a !== null && Date.parse(a) >= Date.parse(b) ? a : b;
}

/** A session after the author's own message: one more, the newest activity, seen by the author. */
export function withOwnMessage(row: SessionRow, message: SessionMessage): SessionRow {
  return {
    ...row,
    messageCount: row.messageCount + 1,
    lastActivity: message.createdAt,
    lastAuthor: message.authorName,
    lastCharacterName: message.characterName,
    lastCharacterType: message.characterType,
    seenAt: message.createdAt,
  };
}

/**
 * The messages of the page a new message lands on, given the session's count before it: the
 * cached last page with the message appended, or a new page holding just the message.
 * `undefined` when the last page is not cached (it is fetched when shown).
 */
export function pageWithMessage(
  cachedLastPage: SessionMessage[] | undefined,
  countBefore: number,
  message: SessionMessage,
): { page: number; messages: SessionMessage[] } | undefined {
  const page = pageCount(countBefore + 1);
  if (countBefore % MESSAGES_PER_PAGE === 0) return { page, messages: [message] };
  return cachedLastPage ? { page, messages: [...cachedLastPage, message] } : undefined;
}

/** Whether the cached last page already holds every message a session of `count` has on it. */
export function lastPageComplete(cachedLastPage: SessionMessage[] | undefined, count: number): boolean {
  if (!cachedLastPage) return false;
  const onLastPage = count === 0 ? 0 : count - (pageCount(count) - 1) * MESSAGES_PER_PAGE;
  return cachedLastPage.length === onLastPage;
}

/**
 * The summary without the kind's session once it is seen up to `seenAt` (the same object when
 * nothing changes, so nothing re-renders).
 */
export function withoutSeen(summary: UnreadSummary, kind: SessionKind, id: number, seenAt: string): UnreadSummary {
  const seen = Date.parse(seenAt);
  const kept = summary[kind].filter((e) => e.id !== id || Date.parse(e.lastActivity) > seen);
  return kept.length === summary[kind].length ? summary : { ...summary, [kind]: kept };
}

/** The summary without the kind's session at all (closed: no longer an open session). */
function withoutSession(summary: UnreadSummary, kind: SessionKind, id: number): UnreadSummary {
  const kept = summary[kind].filter((e) => e.id !== id);
  return kept.length === summary[kind].length ? summary : { ...summary, [kind]: kept };
}

/**
 * The page with one row changed, kept in activity order (the same object when the row is not on
 * it). A row's new activity may belong on an earlier page: only the first page is exact, so the
 * caller marks the others stale.
 */
export function withRow(page: SessionPage, id: number, change: (row: SessionRow) => SessionRow): SessionPage {
  if (!page.rows.some((r) => r.id === id)) return page;
  return { ...page, rows: byActivity(page.rows.map((r) => (r.id === id ? change(r) : r))) };
}

/** Changes the cached unread summary, leaving the cache alone when nothing changes. */
function updateSummary(client: QueryClient, change: (summary: UnreadSummary) => UnreadSummary) {
  const summary = client.getQueryData<UnreadSummary>(sessionKeys.unread());
  if (!summary) return;
  const next = change(summary);
  if (next !== summary) client.setQueryData(sessionKeys.unread(), next);
}

/** Changes one row on whichever cached page of the kind holds it. */
function updateRow(client: QueryClient, kind: SessionKind, id: number, change: (row: SessionRow) => SessionRow) {
  client.setQueriesData<SessionPage>({ queryKey: sessionKeys.pages(kind) }, (page) => (page ? withRow(page, id, change) : page));
}

/** The cached list pages of the kind are asked again when they show or poll next, not now. */
function markPagesStale(client: QueryClient, kind: SessionKind) {
  void client.invalidateQueries({ queryKey: sessionKeys.pages(kind), refetchType: 'none' });
}

/**
 * This browser has shown the session up to `seenAt`: the seen map remembers it and its entry
 * leaves the cached unread summary, so the sidebar dot goes out at once, before the next poll.
 */
export function applySeenHere(client: QueryClient, kind: SessionKind, id: number, seenAt: string): void {
  rememberSeen(kind, id, seenAt);
  updateSummary(client, (summary) => withoutSeen(summary, kind, id, seenAt));
}

/** Puts the author's own posted message everywhere it shows: its page, the session, its list row. */
export function applyOwnMessage(client: QueryClient, kind: SessionKind, id: number, message: SessionMessage): void {
  const detail = client.getQueryData<SessionRow>(sessionKeys.detail(kind, id));
  if (detail) {
    const lastPage = client.getQueryData<SessionMessage[]>(sessionKeys.messages(kind, id, pageCount(detail.messageCount)));
    const landed = pageWithMessage(lastPage, detail.messageCount, message);
    if (landed) client.setQueryData(sessionKeys.messages(kind, id, landed.page), landed.messages);
    client.setQueryData(sessionKeys.detail(kind, id), withOwnMessage(detail, message));
  }
  // Its newest activity puts the session first: exact on page 1, a later page is read again.
  updateRow(client, kind, id, (row) => withOwnMessage(row, message));
  const elsewhere = client
    .getQueriesData<SessionPage>({ queryKey: sessionKeys.pages(kind) })
    .some(([, page]) => page && page.page !== 1 && page.rows.some((r) => r.id === id));
  if (elsewhere) markPagesStale(client, kind);
  // The server counts the author's own message as seen.
  updateSummary(client, (summary) => withoutSeen(summary, kind, id, message.createdAt));
}

/** Puts an edited message over its cached copy, on whichever page holds it. */
export function applyEditedMessage(client: QueryClient, kind: SessionKind, id: number, edited: SessionMessage): void {
  client.setQueriesData<SessionMessage[]>({ queryKey: sessionMessagesPrefix(kind, id) }, (messages) =>
    messages?.map((m) => (m.id === edited.id ? edited : m)),
  );
}

/** Records the player's seen marker on the session, its list row and the unread summary. */
export function applySeen(client: QueryClient, kind: SessionKind, id: number, seenAt: string): void {
  const seen = (row: SessionRow): SessionRow => ({ ...row, seenAt: later(row.seenAt, seenAt) });
  client.setQueryData<SessionRow>(sessionKeys.detail(kind, id), (row) => (row ? seen(row) : row));
  updateRow(client, kind, id, seen);
  updateSummary(client, (summary) => withoutSeen(summary, kind, id, seenAt));
}

/** The page without the session, one fewer in all (the same object when it is not on it). */
function withoutRow(page: SessionPage, id: number): SessionPage {
  if (!page.rows.some((r) => r.id === id)) return page;
  return { ...page, rows: page.rows.filter((r) => r.id !== id), total: Math.max(0, page.total - 1) };
}

/**
 * Moves a session between the open list and the archive (`closed`), where they are cached. Both
 * are paged: the session leaves the page that holds it, and the other side's pages are read
 * again (a moved session may land on any page) — the archive page on screen at once, so a
 * reopened session's place is filled; the open list's pages when they show.
 */
export function applyClosed(client: QueryClient, kind: SessionKind, session: SessionRow, closed: boolean): void {
  const left = closed ? sessionKeys.pages(kind) : sessionKeys.archive(kind);
  client.setQueriesData<SessionPage>({ queryKey: left }, (page) => (page ? withoutRow(page, session.id) : page));
  if (closed) updateSummary(client, (summary) => withoutSession(summary, kind, session.id));
  markPagesStale(client, kind);
  void client.invalidateQueries({ queryKey: sessionKeys.archive(kind) });
  client.setQueryData<SessionRow>(sessionKeys.detail(kind, session.id), (row) => (row ? { ...row, closed } : row));
}

/** The session's participants as they are now, on its list row too. */
export function applyParticipants(client: QueryClient, kind: SessionKind, id: number, participants: SessionRow['participants']): void {
  client.setQueryData<SessionRow>(sessionKeys.detail(kind, id), (row) => (row ? { ...row, participants } : row));
  updateRow(client, kind, id, (row) => ({ ...row, participants }));
}
