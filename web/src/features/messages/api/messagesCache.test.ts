import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { Conversation } from '@mrok/sdk';
import { conversationKeys } from '@/shared/messages/queries';
import { ME, conversation, message, messages } from '../testFixtures';
import { applyDeleted, applyReply, applySeen, mergeNewest, withMessage, withOlder, type Thread } from './messagesCache';

const ids = (thread: Thread) => thread.messages.map((m) => m.id);

describe('the thread of a conversation', () => {
  it('starts as the newest window, with more before it only when the window is full', () => {
    expect(mergeNewest(undefined, messages(1, 3), 3)).toEqual({ messages: messages(1, 3), hasOlder: true });
    expect(mergeNewest(undefined, messages(1, 2), 3).hasOlder).toBe(false);
    expect(mergeNewest(undefined, [], 3)).toEqual({ messages: [], hasOlder: false });
  });

  it('keeps the older messages it holds when the newest window moves on, with no gap', () => {
    const read = withOlder(mergeNewest(undefined, messages(11, 13), 3), messages(8, 10), 3);
    expect(ids(read)).toEqual([8, 9, 10, 11, 12, 13]);
    const moved = mergeNewest(read, messages(13, 15), 3);
    expect(ids(moved)).toEqual([8, 9, 10, 11, 12, 13, 14, 15]);
    expect(moved.hasOlder).toBe(true);
  });

  it('starts again from the newest window when more than a window arrived meanwhile', () => {
    const read = mergeNewest(undefined, messages(1, 2), 3);
    expect(mergeNewest(read, messages(7, 9), 3)).toEqual({ messages: messages(7, 9), hasOlder: true });
  });

  it('puts an older window in front and knows when the beginning is reached', () => {
    const read = mergeNewest(undefined, messages(4, 6), 3);
    const older = withOlder(read, messages(2, 3), 3);
    expect(ids(older)).toEqual([2, 3, 4, 5, 6]);
    expect(older.hasOlder).toBe(false);
  });

  it('takes the player’s own reply once', () => {
    const read = mergeNewest(undefined, messages(1, 2), 100);
    const replied = withMessage(read, message(3, { sender_id: ME }));
    expect(ids(replied)).toEqual([1, 2, 3]);
    expect(withMessage(replied, message(3))).toBe(replied);
  });
});

describe('the cache after a write', () => {
  function seeded() {
    const client = new QueryClient();
    const older = conversation({ id: 4, last_activity: '2026-11-23T07:30:00Z' });
    const talk = conversation({ id: 5, last_activity: '2026-11-23T07:10:00Z', seen_at: '2026-11-23T07:10:00Z' });
    client.setQueryData(conversationKeys.list(ME), [older, talk]);
    client.setQueryData(conversationKeys.detail(5), talk);
    client.setQueryData<Thread>(conversationKeys.messages(5), { messages: messages(1, 2), hasOlder: false });
    return client;
  }
  const list = (client: QueryClient) => client.getQueryData<Conversation[]>(conversationKeys.list(ME))!;

  it('a reply joins the thread and moves the conversation to the top with its new activity', () => {
    const client = seeded();
    const reply = message(40, { sender_id: ME });
    applyReply(client, ME, reply);
    expect(ids(client.getQueryData<Thread>(conversationKeys.messages(5))!)).toEqual([1, 2, 40]);
    expect(client.getQueryData<Conversation>(conversationKeys.detail(5))!.last_activity).toBe(reply.created_at);
    expect(list(client).map((c) => c.id)).toEqual([5, 4]);
  });

  it('seen puts the kept marker on the conversation and its row, never moving it back', () => {
    const client = seeded();
    applySeen(client, ME, 5, '2026-11-23T07:20:00Z');
    expect(client.getQueryData<Conversation>(conversationKeys.detail(5))!.seen_at).toBe('2026-11-23T07:20:00Z');
    expect(list(client).find((c) => c.id === 5)!.seen_at).toBe('2026-11-23T07:20:00Z');
    applySeen(client, ME, 5, '2026-11-23T07:00:00Z');
    expect(list(client).find((c) => c.id === 5)!.seen_at).toBe('2026-11-23T07:20:00Z');
  });

  it('a deleted conversation leaves the list and its reads are dropped', () => {
    const client = seeded();
    applyDeleted(client, ME, 5);
    expect(list(client).map((c) => c.id)).toEqual([4]);
    expect(client.getQueryData(conversationKeys.detail(5))).toBeUndefined();
    expect(client.getQueryData(conversationKeys.messages(5))).toBeUndefined();
  });
});
