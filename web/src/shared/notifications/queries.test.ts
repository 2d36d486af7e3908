import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { NotificationPage } from '@mrok/sdk';
import { applyPlayerFrame, PLAYER_REOPEN_KEYS } from '../live/playerEvents';
import { applyNotificationFrame, notificationKeys } from './queries';

function page(unread: number): NotificationPage {
  return { items: [], unread, totalPages: 0 };
}

describe('the notices over the socket', () => {
  it("shows a pushed 'notifications' count at once in every cached page", () => {
    const client = new QueryClient();
    client.setQueryData(notificationKeys.page(1, 8), page(0));
    client.setQueryData(notificationKeys.page(2, 20), page(0));
    applyPlayerFrame(client, { type: 'notifications', unread: 4 });
    expect(client.getQueryData<NotificationPage>(notificationKeys.page(1, 8))?.unread).toBe(4);
    expect(client.getQueryData<NotificationPage>(notificationKeys.page(2, 20))?.unread).toBe(4);
  });

  it('passes over other frames and a count that is not a number', () => {
    const client = new QueryClient();
    client.setQueryData(notificationKeys.page(1, 8), page(2));
    applyNotificationFrame(client, { type: 'news_activity', unread: 9 });
    applyNotificationFrame(client, { type: 'notifications', unread: '9' });
    expect(client.getQueryData<NotificationPage>(notificationKeys.page(1, 8))?.unread).toBe(2);
  });

  it('reads the notices again when the socket reopens', () => {
    expect(PLAYER_REOPEN_KEYS).toContainEqual(notificationKeys.all);
  });
});
