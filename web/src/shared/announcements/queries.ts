// Global announcements (spec 3 §2.11): the player's unread ones and closing one. Read on entering
// the home area, again on a browser storage event, on the pushed 'global_message' frame (within 5 s)
// (applyAnnouncementFrame, fed by shared/live/playerEvents.ts), and every 60 s as the fallback while the socket is down.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { AnnouncementsService } from '@mrok/sdk';
import '@/lib/api';
import { spreadRead } from '../live/spreadRead';

/** The fallback poll: announcements are rare, the socket brings them at once. */
export const ANNOUNCEMENT_POLL_MS = 60_000;

export const announcementKeys = {
  unread: () => ['announcements', 'unread'] as const,
};

export const unreadAnnouncementsQuery = queryOptions({
  queryKey: announcementKeys.unread(),
  queryFn: async () => (await AnnouncementsService.unreadGlobalMessages({})).messages,
  refetchInterval: ANNOUNCEMENT_POLL_MS,
});

/** Reads the unread announcements again (a pushed frame, a storage event). */
export function recheckAnnouncements(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: announcementKeys.unread() });
}

/** A pushed 'global_message' frame (an admin sent one): read the unread ones, a random moment later (every page hears it). */
export function applyAnnouncementFrame(client: QueryClient, frame: { type?: unknown }): void {
  if (frame.type === 'global_message') spreadRead(client, 'announcements', () => recheckAnnouncements(client));
}
