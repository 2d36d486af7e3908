// POST /api/notifications/unsubscribe/{token}: a digest's link turns the player's e-mail notices
// off. Sent only when the player clicks (mail scanners open links), never on load or retried:
// the link works once.
import { useMutation } from '@tanstack/react-query';
import { NotificationsService } from '@mrok/sdk';
import '@/lib/api';

export function useUnsubscribe() {
  return useMutation({
    mutationFn: (token: string) => NotificationsService.unsubscribeNotifications({ token }),
    retry: false,
  });
}
