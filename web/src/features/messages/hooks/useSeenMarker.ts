// The seen marker of an open conversation (spec 2 §4): opening it, a reply sent from it and a
// message arriving while it is open mark it seen up to its last activity — asked only when the
// server's marker is behind, once per last activity. Failures are only logged.
import { useEffect, useRef } from 'react';
import type { Conversation } from '@mrok/sdk';
import { isUnreadConversation } from '@/shared/messages/queries';
import { useMarkSeen } from '../api/useMarkSeen';

export function useSeenMarker(conversation: Conversation | undefined, id: number): void {
  const { mutate: markSeen } = useMarkSeen(id);
  const lastActivity = conversation?.last_activity;
  const behind = conversation ? isUnreadConversation(conversation) : false;
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (!lastActivity || !behind || reported.current === lastActivity) return;
    reported.current = lastActivity;
    markSeen(lastActivity);
  }, [lastActivity, behind, markSeen]);
}
