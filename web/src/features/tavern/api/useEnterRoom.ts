// POST /api/tavern/rooms/{id}/enter: the second step of going in, and changing rooms; answers
// the room (name, description, people online).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TavernService } from '@mrok/sdk';
import '@/lib/api';
import { presenceChanged } from './tavernCache';

export function useEnterRoom() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (room: number) => (await TavernService.enterTavernRoom({ id: room })).room,
    onSuccess: () => presenceChanged(client),
  });
}
