// GET /api/admin/check-resident-message: whether an admin announcement blocks the game for
// residents. Asked once right after a resident logs in, and again on 'Sprawdź ponownie'.
import { useMutation } from '@tanstack/react-query';
import { ModerationService } from '@mrok/sdk';
import '@/lib/api';

export function useCheckResidentMessage() {
  return useMutation({
    mutationFn: () => ModerationService.checkResidentMessage(),
  });
}
