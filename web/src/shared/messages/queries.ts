// The player's conversations (spec 2 "Private messaging"), shared by the messages screens and the
// sidebar's unread dot: the list polled every 10 s (spec 2 §9), read again at once on a pushed
// 'conversation_activity' frame (shared/live/playerEvents.ts).
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { MessagesService, type Conversation } from '@mrok/sdk';
import '../../lib/api';
import { POLL } from '../../lib/query';
import { readSession } from '../session';

export const conversationKeys = {
  all: ['conversations'] as const,
  list: (user: number) => [...conversationKeys.all, 'list', user] as const,
  one: (id: number) => [...conversationKeys.all, 'one', id] as const,
  messages: (id: number) => [...conversationKeys.all, 'messages', id] as const,
};

export const conversationsQuery = (user: number) =>
  queryOptions({
    queryKey: conversationKeys.list(user),
    queryFn: () => MessagesService.userConversations({ userId: user }),
    refetchInterval: POLL.sessions,
  });

/** Unread: never seen, or written to since (spec 2 §4). */
export function isUnreadConversation(conversation: Pick<Conversation, 'seen_at' | 'last_activity'>): boolean {
  return !conversation.seen_at || new Date(conversation.last_activity) > new Date(conversation.seen_at);
}

/** The logged-in player's id, or null. */
export function ownId(): number | null {
  const id = Number(readSession().userId);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Whether any of the player's conversations has something new (the sidebar's dot). */
export function useHasUnreadConversation(): boolean {
  const me = ownId();
  const { data } = useQuery({ ...conversationsQuery(me ?? 0), enabled: me !== null });
  return (data ?? []).some(isUnreadConversation);
}

/** A pushed 'conversation_activity' frame: the list, and that conversation if open, read again. */
export function applyConversationFrame(client: QueryClient, frame: { type?: unknown; conversation_id?: unknown }): void {
  if (frame.type !== 'conversation_activity') return;
  void client.invalidateQueries({ queryKey: [...conversationKeys.all, 'list'] });
  if (typeof frame.conversation_id === 'number') {
    void client.invalidateQueries({ queryKey: conversationKeys.one(frame.conversation_id) });
    void client.invalidateQueries({ queryKey: conversationKeys.messages(frame.conversation_id) });
  }
}
