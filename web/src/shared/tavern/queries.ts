// Query keys and reads of the tavern, shared by the tavern page and the shell's sidebar (its
// guests on the tavern route, polled every 30 s).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { TavernService } from '@mrok/sdk';
import '@/lib/api';
import { POLL } from '@/lib/query';

export const tavernKeys = {
  all: ['tavern'] as const,
  rooms: () => [...tavernKeys.all, 'rooms'] as const,
  status: () => [...tavernKeys.all, 'status'] as const,
  participants: () => [...tavernKeys.all, 'participants'] as const,
  events: () => [...tavernKeys.all, 'events'] as const,
  roomMessages: (room: number) => [...tavernKeys.all, 'messages', room] as const,
  messages: (room: number, page: number) => [...tavernKeys.roomMessages(room), page] as const,
};

/** Who is inside and online, polled every 30 s (spec 2 §9). */
export const tavernParticipantsQuery = queryOptions({
  queryKey: tavernKeys.participants(),
  queryFn: () => TavernService.tavernParticipants(),
  refetchInterval: POLL.tavernParticipants,
});

/** The guests inside and online; a failed poll reads as an empty tavern (spec 2 §8). */
export function useTavernParticipants() {
  const query = useQuery(tavernParticipantsQuery);
  const participants = query.isError ? [] : (query.data?.participants ?? []);
  return { participants, loading: query.isPending && query.fetchStatus === 'fetching' };
}
