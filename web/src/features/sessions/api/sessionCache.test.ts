import { beforeEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { SessionPage, UnreadSummary } from '@/shared/sessions/api';
import type { SessionMessage, SessionRow } from '@/shared/sessions/model';
import { hasUnread, sessionKeys } from '@/shared/sessions/queries';
import { readSeenMap } from '@/shared/sessions/unread';
import { applyClosed, applyOwnMessage, applySeen, applySeenHere, withoutSeen, withRow } from './sessionCache';

const row = (id: number, lastActivity: string, over: Partial<SessionRow> = {}): SessionRow => ({
  kind: 'general',
  id,
  title: `Sesja ${id}`,
  closed: false,
  ownerId: 7,
  ownerName: 'Morwena',
  createdAt: '2026-11-20T12:00:00Z',
  lastActivity,
  lastAuthor: 'Morwena',
  lastCharacterName: 'Morwena',
  lastCharacterType: 'main',
  isParticipant: true,
  seenAt: null,
  messageCount: 3,
  participants: [],
  ...over,
});

const page = (n: number, rows: SessionRow[], total = 41): SessionPage => ({ rows, total, page: n, pageSize: 20 });

const message: SessionMessage = {
  id: 99,
  authorId: 7,
  authorName: 'Morwena',
  html: '<p>Dalej.</p>',
  characterType: 'main',
  characterId: 11,
  characterName: 'Morwena',
  characterAvatar: null,
  createdAt: '2026-11-22T10:00:00Z',
  editedAt: null,
};

let client: QueryClient;
const summary = (): UnreadSummary | undefined => client.getQueryData(sessionKeys.unread());
const cachedPage = (n: number) => client.getQueryData<SessionPage>(sessionKeys.page('general', n));
const stale = (n: number) => client.getQueryState(sessionKeys.page('general', n))?.isInvalidated;

beforeEach(() => {
  localStorage.clear();
  client = new QueryClient();
  client.setQueryData(sessionKeys.page('general', 1), page(1, [row(1, '2026-11-21T20:00:00Z'), row(2, '2026-11-21T19:00:00Z')]));
  client.setQueryData(sessionKeys.page('general', 2), page(2, [row(3, '2026-11-20T20:00:00Z'), row(4, '2026-11-20T19:00:00Z')]));
  client.setQueryData<UnreadSummary>(sessionKeys.unread(), {
    general: [
      { id: 2, lastActivity: '2026-11-21T19:00:00Z' },
      { id: 4, lastActivity: '2026-11-20T19:00:00Z' },
    ],
    private: [{ id: 2, lastActivity: '2026-11-21T18:00:00Z' }],
  });
});

describe('the unread summary in the cache', () => {
  it('drops a session once seen up to its activity, and nothing else', () => {
    const before = summary()!;
    expect(withoutSeen(before, 'general', 2, '2026-11-21T18:59:59Z')).toBe(before);
    expect(withoutSeen(before, 'general', 9, '2026-11-22T00:00:00Z')).toBe(before);
    expect(withoutSeen(before, 'general', 2, '2026-11-21T19:00:00Z')).toEqual({
      general: [{ id: 4, lastActivity: '2026-11-20T19:00:00Z' }],
      private: [{ id: 2, lastActivity: '2026-11-21T18:00:00Z' }],
    });
  });

  it('puts the dot out at once when this browser shows the session', () => {
    expect(hasUnread(summary(), 'general', readSeenMap('general'))).toBe(true);
    applySeenHere(client, 'general', 2, '2026-11-21T19:00:00Z');
    applySeenHere(client, 'general', 4, '2026-11-20T19:00:00Z');
    expect(readSeenMap('general')).toEqual({ 2: '2026-11-21T19:00:00Z', 4: '2026-11-20T19:00:00Z' });
    expect(summary()?.general).toEqual([]);
    expect(hasUnread(summary(), 'general', readSeenMap('general'))).toBe(false);
    expect(hasUnread(summary(), 'private', readSeenMap('private'))).toBe(true);
  });

  it("records the server's seen marker on the row of whichever page holds it, and in the summary", () => {
    applySeen(client, 'general', 4, '2026-11-20T19:00:00Z');
    expect(cachedPage(2)?.rows.find((r) => r.id === 4)?.seenAt).toBe('2026-11-20T19:00:00Z');
    expect(summary()?.general.map((e) => e.id)).toEqual([2]);
    expect(stale(1)).toBe(false);
    expect(stale(2)).toBe(false);
  });
});

describe('the list pages in the cache', () => {
  it('leaves a page without the row as it is', () => {
    const first = cachedPage(1)!;
    expect(withRow(first, 3, (r) => ({ ...r, title: 'x' }))).toBe(first);
  });

  it("puts the author's message first on page 1, exactly, and asks nothing", () => {
    applyOwnMessage(client, 'general', 2, message);
    expect(cachedPage(1)?.rows.map((r) => [r.id, r.messageCount, r.seenAt])).toEqual([
      [2, 4, message.createdAt],
      [1, 3, null],
    ]);
    expect(stale(1)).toBe(false);
    expect(stale(2)).toBe(false);
    expect(summary()?.general.map((e) => e.id)).toEqual([4]);
  });

  it('marks the pages stale when the message lifts a session off a later page', () => {
    applyOwnMessage(client, 'general', 4, message);
    expect(cachedPage(2)?.rows[0].id).toBe(4);
    expect(stale(1)).toBe(true);
    expect(stale(2)).toBe(true);
  });

  it('takes a closed session off its page and the summary; the archive pages are read again', () => {
    const archived = (n: number) => sessionKeys.archivePage('general', n);
    const archiveStale = (n: number) => client.getQueryState(archived(n))?.isInvalidated;
    client.setQueryData(archived(1), page(1, [row(8, '2026-11-21T18:00:00Z', { closed: true })], 21));
    applyClosed(client, 'general', row(2, '2026-11-21T19:00:00Z'), true);
    expect(cachedPage(1)?.rows.map((r) => r.id)).toEqual([1]);
    expect(cachedPage(1)?.total).toBe(40);
    // Where the session lands in the archive only the server knows.
    expect(client.getQueryData<SessionPage>(archived(1))?.rows.map((r) => r.id)).toEqual([8]);
    expect(archiveStale(1)).toBe(true);
    expect(summary()?.general.map((e) => e.id)).toEqual([4]);
    expect(summary()?.private.map((e) => e.id)).toEqual([2]);
    expect(stale(1)).toBe(true);
  });

  it('takes a reopened session off its archive page at once and reads the archive pages again', () => {
    const archived = (n: number) => sessionKeys.archivePage('general', n);
    client.setQueryData(archived(1), page(1, [row(8, '2026-11-21T18:00:00Z', { closed: true }), row(9, '2026-11-21T17:00:00Z', { closed: true })], 21));
    client.setQueryData(archived(2), page(2, [row(10, '2026-11-20T17:00:00Z', { closed: true })], 21));
    applyClosed(client, 'general', row(8, '2026-11-21T18:00:00Z', { closed: true }), false);
    expect(client.getQueryData<SessionPage>(archived(1))).toMatchObject({ total: 20 });
    expect(client.getQueryData<SessionPage>(archived(1))?.rows.map((r) => r.id)).toEqual([9]);
    // Not on page 2: left as it is, but read again when it shows.
    expect(client.getQueryData<SessionPage>(archived(2))?.total).toBe(21);
    expect([1, 2].map((n) => client.getQueryState(archived(n))?.isInvalidated)).toEqual([true, true]);
    // The open list's pages wait for their next read.
    expect(cachedPage(1)?.rows.map((r) => r.id)).toEqual([1, 2]);
    expect(stale(1)).toBe(true);
  });
});
