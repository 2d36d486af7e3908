// POST /api/tavern/leave: back outside (leaving when outside is harmless).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TavernService } from '@mrok/sdk';
import '@/lib/api';
import { presenceChanged } from './tavernCache';

export function useLeaveTavern() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => TavernService.leaveTavern(),
    onSuccess: () => presenceChanged(client),
  });
}
