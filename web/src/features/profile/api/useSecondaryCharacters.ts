// GET /api/secondary-characters/{userId}: the account's secondary characters. Any failure gives
// an empty list, silently (spec 1 §8).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ProfilesService, type SecondaryCharacterBody } from '@mrok/sdk';
import '@/lib/api';
import { profileKeys } from './profileKeys';

export const secondaryCharactersQuery = (accountId: number) =>
  queryOptions({
    queryKey: profileKeys.secondaries(accountId),
    queryFn: async (): Promise<SecondaryCharacterBody[]> => {
      try {
        const answer: unknown = await ProfilesService.listSecondaryCharacters({ id: accountId });
        const characters = (answer as { characters?: unknown } | null)?.characters;
        return Array.isArray(characters) ? (characters as SecondaryCharacterBody[]) : [];
      } catch {
        return [];
      }
    },
  });

export function useSecondaryCharacters(accountId: number | null, enabled: boolean) {
  return useQuery({ ...secondaryCharactersQuery(accountId ?? 0), enabled: enabled && accountId !== null });
}
