// The logged-in account's main character (GET /api/checkCharacter), read by the start-up checks
// and the shell. Keyed by token so that another login never sees a cached answer.
import { queryOptions } from '@tanstack/react-query';
import { CharactersService } from '@mrok/sdk';
import '@/lib/api';

export const characterKeys = {
  all: ['character'] as const,
  main: (token: string | null) => ['character', 'main', token] as const,
};

export const mainCharacterQuery = (token: string | null) =>
  queryOptions({
    queryKey: characterKeys.main(token),
    queryFn: () => CharactersService.checkCharacter(),
    enabled: Boolean(token),
    staleTime: 30_000,
  });
