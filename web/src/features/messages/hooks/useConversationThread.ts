// The conversation view's reads: the conversation (polled, refreshed by a pushed frame) and its
// thread of messages. The thread is read when the conversation opens and again only when the
// conversation shows activity newer than the thread's newest message — so the player's own reply
// (already in the thread) costs no read, and someone else's does, once.
import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { conversationQuery } from '../api/conversation';
import { newestAt } from '../api/messagesCache';
import { threadQuery } from '../api/threadMessages';
import { useLoadOlder } from '../api/useLoadOlder';

/** Whether `lastActivity` is later than what the thread holds. */
export function threadIsBehind(lastActivity: string, newest: string | null): boolean {
  return newest === null || Date.parse(lastActivity) > Date.parse(newest);
}

export function useConversationThread(id: number) {
  const conversation = useQuery({ ...conversationQuery(id), enabled: Number.isSafeInteger(id) && id > 0 });
  const thread = useQuery({ ...threadQuery(id), enabled: conversation.isSuccess });
  const older = useLoadOlder(id);

  const lastActivity = conversation.data?.last_activity;
  const newest = newestAt(thread.data);
  const { refetch } = thread;
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (!lastActivity || !thread.isSuccess || thread.isFetching) return;
    if (!threadIsBehind(lastActivity, newest) || asked.current === lastActivity) return;
    asked.current = lastActivity;
    void refetch();
  }, [lastActivity, newest, thread.isSuccess, thread.isFetching, refetch]);

  const { error } = thread;
  useEffect(() => {
    if (error) console.error('The messages were not read', error);
  }, [error]);

  const first = thread.data?.messages[0];
  return {
    conversation,
    thread,
    canLoadOlder: Boolean(thread.data?.hasOlder && first),
    loadingOlder: older.isPending,
    loadOlder: () => {
      if (first && !older.isPending) older.mutate(first.id);
    },
  };
}
