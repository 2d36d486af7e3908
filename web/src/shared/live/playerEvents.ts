// The player's own live socket (`/ws/?token=`), one for the whole home area: every frame is handed
// to each applier below, and each takes the frames it knows (the rest it ignores). A feature that
// reacts to a pushed player event adds its applier here; the polls stay the fallback while the
// socket is down. Frames pushed while it is down (a drop, 4008, 4009, a server restart's 1012) are
// lost, so every reopen reads again what they would have refreshed (PLAYER_REOPEN_KEYS) — a
// feature whose frame refreshes a read with no short poll of its own adds its key there too.
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { announcementKeys, applyAnnouncementFrame } from '../announcements/queries';
import { applyConversationActivity } from '../messages/liveActivity';
import { applyNewsFrame, newsKeys } from '../news/keys';
import { applyNotificationFrame, notificationKeys } from '../notifications/queries';
import { applyReportFrame, reportKeys } from '../reports/keys';
import { applySessionActivity } from '../sessions/liveActivity';
import type { LiveFrame } from './liveSocket';
import { useLiveSocket } from './useLiveSocket';

export type FrameApplier = (client: QueryClient, frame: LiveFrame) => void;

/** What the player's socket feeds: session activity, private messages, announcements, news, decisions on reports, the notices' count. */
export const PLAYER_FRAME_APPLIERS: readonly FrameApplier[] = [
  applySessionActivity,
  applyConversationActivity,
  applyAnnouncementFrame,
  applyNewsFrame,
  applyReportFrame,
  applyNotificationFrame,
];

export function applyPlayerFrame(client: QueryClient, frame: LiveFrame): void {
  for (const apply of PLAYER_FRAME_APPLIERS) apply(client, frame);
}

/**
 * What the frames above refresh, read again (those on screen at once, the rest when they show)
 * each time the socket opens after its first open: the news feed and its comment counts
 * ('news_activity'), the player's reports ('report_reviewed') and the unread announcements
 * ('global_message', whose 60-s poll is slow). Sessions ('session_activity') and conversations
 * ('conversation_activity') are left to their own 10-s polls, which catch up as soon.
 */
export const PLAYER_REOPEN_KEYS: readonly QueryKey[] = [newsKeys.all, reportKeys.mine(), announcementKeys.unread(), notificationKeys.all];

/** The player's socket opened again: read again what frames lost meanwhile would have refreshed. */
export function catchUpPlayerFrames(client: QueryClient): void {
  for (const queryKey of PLAYER_REOPEN_KEYS) void client.invalidateQueries({ queryKey });
}

/** Opens the player's socket for as long as the calling component (the home layout) is mounted. */
export function usePlayerEvents(): void {
  const client = useQueryClient();
  useLiveSocket((frame) => applyPlayerFrame(client, frame), { onReopen: () => catchUpPlayerFrames(client) });
}
