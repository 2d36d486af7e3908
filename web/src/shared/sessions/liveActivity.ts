// A pushed 'session_activity' frame (someone else wrote in a session the player takes part in)
// makes the unread summary, the cached list pages of its kind and that session's detail fetch at
// once (those on screen; the others when they show): the sidebar dot and the list row show
// without waiting for the 10-s poll, which stays as the fallback while the socket is down. An open session view then follows its own rule (features/sessions: it asks for
// the messages again when the detail shows activity its cached last page does not hold, and
// keeps a reader at the end at the end), so the messages are not refetched from here. The frame
// comes from the player's socket (shared/live/playerEvents.ts).
import type { QueryClient } from '@tanstack/react-query';
import type { LiveFrame } from '../live/liveSocket';
import type { SessionKind } from './model';
import { sessionKeys } from './queries';

export interface SessionActivity {
  kind: SessionKind;
  id: number;
}

/** The session a frame announces activity in, or null for any other frame. */
export function sessionActivityOf(frame: LiveFrame): SessionActivity | null {
  if (frame.type !== 'session_activity') return null;
  const { kind, session_id: id } = frame;
  if ((kind !== 'general' && kind !== 'private') || typeof id !== 'number') return null;
  return { kind, id };
}

export function applySessionActivity(client: QueryClient, frame: LiveFrame): void {
  const activity = sessionActivityOf(frame);
  if (!activity) return;
  void client.invalidateQueries({ queryKey: sessionKeys.unread() });
  void client.invalidateQueries({ queryKey: sessionKeys.pages(activity.kind) });
  void client.invalidateQueries({ queryKey: sessionKeys.detail(activity.kind, activity.id) });
}
