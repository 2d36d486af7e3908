// The sidebar's dot beside 'Sesje ogólne' / 'Sesje prywatne' when a session has new messages,
// and beside 'Wiadomości' when a conversation has (spec 1 §4, spec 2 §4). The session dots read
// the small unread summary (GET /api/sessions/unread, polled every 10 s, issue 15); the messages
// dot shares its polled list with the messages screen.
import { UnreadDot } from '@/shared/components/UnreadDot';
import { useHasUnreadConversation } from '@/shared/messages/queries';
import type { SessionKind } from '@/shared/sessions/model';
import { useHasUnread } from '@/shared/sessions/queries';

/** The session kind whose unread dot a navigation entry carries. */
export const UNREAD_SESSION_PAGES: Partial<Record<string, SessionKind>> = {
  generalSessions: 'general',
  privateSessions: 'private',
};

export function SessionUnreadDot({ kind }: { kind: SessionKind }) {
  return useHasUnread(kind) ? <UnreadDot /> : null;
}

export function ConversationUnreadDot() {
  return useHasUnreadConversation() ? <UnreadDot /> : null;
}
