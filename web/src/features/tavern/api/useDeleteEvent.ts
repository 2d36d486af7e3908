// DELETE /api/tavern/events/{id} (admins): the event list is read again afterwards (spec 2 §7).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TavernService } from '@mrok/sdk';
import '@/lib/api';
import { tavernKeys } from '@/shared/tavern/queries';

export function useDeleteEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => TavernService.deleteTavernEvent({ id }),
    onSettled: () => client.invalidateQueries({ queryKey: tavernKeys.events() }),
  });
}
