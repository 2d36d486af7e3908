// The player's notices (the bell, its panel and /home/notifications). The unread count comes live
// by the player's socket ('notifications' frames, applyNotificationFrame, fed by
// shared/live/playerEvents.ts); the 60-s poll is only the fallback while the socket is down.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { NotificationsService, type NotificationPage } from '@mrok/sdk';
import '@/lib/api';

/** The fallback poll: the socket brings the count at once. */
export const NOTIFICATION_POLL_MS = 60_000;
/** Notices the bell's panel shows. */
export const PANEL_SIZE = 8;
/** Notices a page of /home/notifications shows. */
export const PAGE_SIZE = 20;

export const notificationKeys = {
  all: ['notifications'] as const,
  page: (page: number, limit: number) => [...notificationKeys.all, 'page', page, limit] as const,
  settings: () => ['notificationSettings'] as const,
};

export function notificationPageQuery(page: number, limit: number, poll = false) {
  return queryOptions({
    queryKey: notificationKeys.page(page, limit),
    queryFn: (): Promise<NotificationPage> => NotificationsService.listNotifications({ page, limit }),
    refetchInterval: poll ? NOTIFICATION_POLL_MS : false,
  });
}

/** Marks notices read (some ids, or all) and reads the lists again. */
export async function markRead(client: QueryClient, selection: { ids: number[] } | { all: true }): Promise<void> {
  await NotificationsService.markNotificationsRead({ requestBody: selection });
  await client.invalidateQueries({ queryKey: notificationKeys.all });
}

/** A pushed 'notifications' frame: the count shown at once, the lists read again. */
export function applyNotificationFrame(client: QueryClient, frame: { type?: unknown; unread?: unknown }): void {
  if (frame.type !== 'notifications' || typeof frame.unread !== 'number') return;
  const unread = frame.unread;
  client.setQueriesData<NotificationPage>({ queryKey: notificationKeys.all }, (page) => (page ? { ...page, unread } : page));
  void client.invalidateQueries({ queryKey: notificationKeys.all });
}
