// What a session write changes in the cached reads, as pure functions: the mutations in this
// folder put what the server answered into the cache with these, instead of asking again.
import type { QueryClient } from '@tanstack/react-query';
import { MESSAGES_PER_PAGE, pageCount } from '../../../shared/sessions/api';
import type { SessionKind, SessionMessage, SessionRow } from '../../../shared/sessions/model';
import { sessionKeys } from '../../../shared/sessions/queries';

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

/** Replaces one row of a cached list, if the list and the row are there. */
function updateRow(client: QueryClient, key: readonly unknown[], id: number, change: (row: SessionRow) => SessionRow) {
  client.setQueryData<SessionRow[]>(key, (rows) => (rows?.some((r) => r.id === id) ? byActivity(rows.map((r) => (r.id === id ? change(r) : r))) : rows));
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
  updateRow(client, sessionKeys.list(kind), id, (row) => withOwnMessage(row, message));
}

/** Puts an edited message over its cached copy, on whichever page holds it. */
export function applyEditedMessage(client: QueryClient, kind: SessionKind, id: number, edited: SessionMessage): void {
  client.setQueriesData<SessionMessage[]>({ queryKey: sessionMessagesPrefix(kind, id) }, (messages) =>
    messages?.map((m) => (m.id === edited.id ? edited : m)),
  );
}

/** Records the player's seen marker on the session and its list row. */
export function applySeen(client: QueryClient, kind: SessionKind, id: number, seenAt: string): void {
  const seen = (row: SessionRow): SessionRow => ({ ...row, seenAt: later(row.seenAt, seenAt) });
  client.setQueryData<SessionRow>(sessionKeys.detail(kind, id), (row) => (row ? seen(row) : row));
  updateRow(client, sessionKeys.list(kind), id, seen);
}

/** Moves a session between the open list and the archive (`closed`), where they are cached. */
export function applyClosed(client: QueryClient, kind: SessionKind, session: SessionRow, closed: boolean): void {
  const moved = { ...session, closed };
  const [from, to] = closed ? [sessionKeys.list(kind), sessionKeys.archive(kind)] : [sessionKeys.archive(kind), sessionKeys.list(kind)];
  client.setQueryData<SessionRow[]>(from, (rows) => rows?.filter((r) => r.id !== session.id));
  client.setQueryData<SessionRow[]>(to, (rows) => (rows ? byActivity([moved, ...rows.filter((r) => r.id !== session.id)]) : rows));
  client.setQueryData<SessionRow>(sessionKeys.detail(kind, session.id), (row) => (row ? { ...row, closed } : row));
}

/** The session's participants as they are now, on its list row too. */
export function applyParticipants(client: QueryClient, kind: SessionKind, id: number, participants: SessionRow['participants']): void {
  client.setQueryData<SessionRow>(sessionKeys.detail(kind, id), (row) => (row ? { ...row, participants } : row));
  updateRow(client, sessionKeys.list(kind), id, (row) => ({ ...row, participants }));
}
