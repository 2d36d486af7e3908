// A pushed 'conversation_activity' frame {conversation_id, last_activity} (the other member wrote,
// docs/decisions.md "Private messages") on the player's own socket (shared/live/playerEvents.ts):
// the conversation list (the screen and the sidebar dot share it) and that conversation are read
// again at once instead of at the next 10-s poll, which stays the fallback. An open conversation
// then asks for its messages by its own rule (features/messages: when the conversation shows
// activity its cached messages do not hold).
import type { QueryClient } from '@tanstack/react-query';
import type { LiveFrame } from '../live/liveSocket';
import { conversationKeys } from './queries';

/** The conversation a frame announces activity in, or null for any other frame. */
export function conversationActivityOf(frame: LiveFrame): number | null {
  if (frame.type !== 'conversation_activity') return null;
  const id = frame.conversation_id;
  return typeof id === 'number' && Number.isSafeInteger(id) ? id : null;
}

export function applyConversationActivity(client: QueryClient, frame: LiveFrame): void {
  const id = conversationActivityOf(frame);
  if (id === null) return;
  void client.invalidateQueries({ queryKey: [...conversationKeys.all, 'list'] });
  void client.invalidateQueries({ queryKey: conversationKeys.detail(id) });
}
