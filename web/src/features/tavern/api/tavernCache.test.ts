import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { TavernMessages } from '@mrok/sdk';
import { tavernKeys } from '@/shared/tavern/queries';
import { tavernMessage } from '../testFixtures';
import { addToNewestPage, applyMessage, forgetRoomMessages } from './tavernCache';

const page = (count: number, total = count): TavernMessages => ({
  messages: Array.from({ length: count }, (_, i) => tavernMessage({ id: i + 1, message: `<p>${i}</p>` })),
  pagination: { page: 1, limit: 30, total, totalPages: Math.max(1, Math.ceil(total / 30)) },
});

describe('the cached newest page', () => {
  it('takes a new message and counts it; a thirty-first opens a second page', () => {
    const next = addToNewestPage(page(30), tavernMessage({ id: 99, message: '<p>nowa</p>' }));
    expect(next.messages).toHaveLength(30);
    expect(next.messages.at(-1)?.id).toBe(99);
    expect(next.pagination).toEqual({ page: 1, limit: 30, total: 31, totalPages: 2 });
  });

  it('is left alone by a duplicate', () => {
    const before = page(3);
    expect(addToNewestPage(before, tavernMessage({ id: 3, message: '<p>2</p>' }))).toBe(before);
  });

  it("gets the message in its room's page 1 only, never an older page or another room", () => {
    const client = new QueryClient();
    client.setQueryData(tavernKeys.messages(1, 1), page(2));
    client.setQueryData(tavernKeys.messages(1, 2), page(2));
    client.setQueryData(tavernKeys.messages(2, 1), page(2));
    applyMessage(client, tavernMessage({ id: 50, message: '<p>hej</p>', room_id: 1 }));
    expect(client.getQueryData<TavernMessages>(tavernKeys.messages(1, 1))?.messages.map((m) => m.id)).toEqual([1, 2, 50]);
    expect(client.getQueryData<TavernMessages>(tavernKeys.messages(1, 2))?.messages).toHaveLength(2);
    expect(client.getQueryData<TavernMessages>(tavernKeys.messages(2, 1))?.messages).toHaveLength(2);
  });

  it('is not made up when page 1 was never read', () => {
    const client = new QueryClient();
    applyMessage(client, tavernMessage());
    expect(client.getQueryData(tavernKeys.messages(1, 1))).toBeUndefined();
  });

  it("forgets a room's pages when its socket closes", () => {
    const client = new QueryClient();
    client.setQueryData(tavernKeys.messages(1, 1), page(1));
    client.setQueryData(tavernKeys.messages(1, 3), page(1));
    client.setQueryData(tavernKeys.messages(2, 1), page(1));
    forgetRoomMessages(client, 1);
    expect(client.getQueryData(tavernKeys.messages(1, 1))).toBeUndefined();
    expect(client.getQueryData(tavernKeys.messages(1, 3))).toBeUndefined();
    expect(client.getQueryData(tavernKeys.messages(2, 1))).toBeDefined();
  });
});
