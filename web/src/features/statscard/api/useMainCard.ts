// GET /api/home/profile/character-card/{userId}: the skills and flaws of the player's main
// character card, for the stats card's detailed sheet. A failed load is an empty card (spec 1 §8).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CardsService } from '@mrok/sdk';
import '@/lib/api';
import type { CardEntries } from '../sheet';
import { statsKeys } from './statsKeys';

export const mainCardQuery = (userId: string | null) =>
  queryOptions({
    queryKey: statsKeys.mainCard(userId),
    queryFn: async (): Promise<CardEntries> => {
      try {
        return (await CardsService.getMainCard({ id: Number(userId) })).characterCard;
      } catch {
        return {};
      }
    },
    enabled: Boolean(userId) && Number.isInteger(Number(userId)),
    // Read again on every visit: the profile's card may have changed a moment ago.
    staleTime: 0,
  });

export function useMainCard(userId: string | null) {
  return useQuery(mainCardQuery(userId));
}
