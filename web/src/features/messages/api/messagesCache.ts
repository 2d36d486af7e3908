// What the conversation writes and reads change in the cached reads (pure functions and the
// cache updates around them). A conversation's messages are one cached thread: the newest window
// (read again whenever the conversation shows activity the thread does not hold) joined to the
// older windows read on request, oldest first, with no gap: when the newest window no longer
// reaches the cached messages (more than a window arrived meanwhile) it replaces them.
import type { QueryClient } from '@tanstack/react-query';
import type { Conversation, ConversationMessage } from '@mrok/sdk';
import { conversationKeys } from '@/shared/messages/queries';

/** Messages per read: the server's newest window, and each older one (`before`). */
export const MESSAGES_WINDOW = 100;

export interface Thread {
  /** Oldest first. */
  messages: ConversationMessage[];
  /** A full window was read last at the old end: there may be more before it. */
  hasOlder: boolean;
}

const byId = (a: ConversationMessage, b: ConversationMessage) => a.id - b.id;

/** The thread after reading the newest window. */
export function mergeNewest(previous: Thread | undefined, newest: ConversationMessage[], limit = MESSAGES_WINDOW): Thread {
  const window = [...newest].sort(byId);
  const full = window.length >= limit;
  const first = window[0];
  if (!previous || !first) return { messages: window, hasOlder: full };
  const last = previous.messages.at(-1);
  if (full && last && first.id > last.id) return { messages: window, hasOlder: true };
  return { messages: [...previous.messages.filter((m) => m.id < first.id), ...window], hasOlder: previous.hasOlder };
}

/** The thread after reading the window before its oldest message. */
export function withOlder(thread: Thread, older: ConversationMessage[], limit = MESSAGES_WINDOW): Thread {
  const first = thread.messages[0]?.id ?? Infinity;
  const earlier = older.filter((m) => m.id < first).sort(byId);
  return { messages: [...earlier, ...thread.messages], hasOlder: older.length >= limit };
}

/** The thread with the player's own message (as the server stored it) at its end. */
export function withMessage(thread: Thread, message: ConversationMessage): Thread {
  if (thread.messages.some((m) => m.id === message.id)) return thread;
  return { ...thread, messages: [...thread.messages, message].sort(byId) };
}

/** The newest message's time, or null. */
export const newestAt = (thread: Thread | undefined): string | null => thread?.messages.at(-1)?.created_at ?? null;

const later = (a: string | null | undefined, b: string): string => (a && Date.parse(a) >= Date.parse(b) ? a : b);

function updateConversation(client: QueryClient, me: number, id: number, change: (c: Conversation) => Conversation): void {
  client.setQueryData<Conversation>(conversationKeys.detail(id), (c) => (c ? change(c) : c));
  client.setQueryData<Conversation[]>(conversationKeys.list(me), (list) => {
    if (!list) return list;
    const updated = list.map((c) => (c.id === id ? change(c) : c));
    return updated.sort((a, b) => Date.parse(b.last_activity) - Date.parse(a.last_activity));
  });
}

/** A reply was stored: it joins the thread; the conversation and its row show the new activity. */
export function applyReply(client: QueryClient, me: number, message: ConversationMessage): void {
  const id = message.conversation_id;
  client.setQueryData<Thread>(conversationKeys.messages(id), (thread) => (thread ? withMessage(thread, message) : thread));
  updateConversation(client, me, id, (c) => ({ ...c, last_activity: later(c.last_activity, message.created_at) }));
}

/** The server keeps the seen marker at `seenAt`: the conversation and its row are read (the dot goes). */
export function applySeen(client: QueryClient, me: number, id: number, seenAt: string): void {
  updateConversation(client, me, id, (c) => ({ ...c, seen_at: later(c.seen_at, seenAt) }));
}

/** The player deleted the conversation: gone from the list, its reads dropped. */
export function applyDeleted(client: QueryClient, me: number, id: number): void {
  client.setQueryData<Conversation[]>(conversationKeys.list(me), (list) => list?.filter((c) => c.id !== id));
  client.removeQueries({ queryKey: conversationKeys.detail(id) });
  client.removeQueries({ queryKey: conversationKeys.messages(id) });
}
