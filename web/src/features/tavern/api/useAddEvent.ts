// POST /api/tavern/events (admins; the server refuses others with 403): the event list is read
// again afterwards (spec 2 §7).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TavernService, type NewTavernEvent } from '@mrok/sdk';
import '@/lib/api';
import { tavernKeys } from '@/shared/tavern/queries';

export function useAddEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (event: NewTavernEvent) => TavernService.addTavernEvent({ requestBody: event }),
    onSettled: () => client.invalidateQueries({ queryKey: tavernKeys.events() }),
  });
}
