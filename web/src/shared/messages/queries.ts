// The player's conversations (spec 2 "Private messaging"), shared by the messages screens
// (features/messages) and the shell's sidebar dot: the query keys, the list polled every 10 s
// (spec 2 §9) and the unread rule (spec 2 §4). A pushed 'conversation_activity' frame reads them
// again at once (liveActivity.ts).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { MessagesService, type Conversation } from '@mrok/sdk';
import '@/lib/api';
import { POLL } from '@/lib/query';
import { viewerId } from '../viewer';

export const conversationKeys = {
  all: ['conversations'] as const,
  list: (user: number) => [...conversationKeys.all, 'list', user] as const,
  detail: (id: number) => [...conversationKeys.all, 'detail', id] as const,
  messages: (id: number) => [...conversationKeys.all, 'messages', id] as const,
};

/** The player's own conversations, the most recently active first (the server's 100). */
export const conversationsQuery = (user: number) =>
  queryOptions({
    queryKey: conversationKeys.list(user),
    queryFn: () => MessagesService.userConversations({ userId: user }),
    refetchInterval: POLL.conversations,
  });

function time(value: string | null | undefined): number {
  const t = value ? Date.parse(value) : NaN;
  return Number.isNaN(t) ? -Infinity : t;
}

/** Unread: never seen, or written to after the marker (spec 2 §4). */
export function isUnreadConversation(conversation: Pick<Conversation, 'seen_at' | 'last_activity'>): boolean {
  const seen = time(conversation.seen_at);
  return seen === -Infinity || time(conversation.last_activity) > seen;
}

/** The logged-in player's conversations (the same polled read as the list screen). */
export function useConversations() {
  const me = viewerId();
  return useQuery({ ...conversationsQuery(me ?? 0), enabled: me !== null });
}

/** Whether any of the player's conversations has something new (the sidebar's dot). */
export function useHasUnreadConversation(): boolean {
  const { data } = useConversations();
  return (data ?? []).some(isUnreadConversation);
}
