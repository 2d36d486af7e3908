// GET /api/checkCharacter: whether the logged-in account already has its main character.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CharactersService } from '@mrok/sdk';
import '@/lib/api';
import { characterKeys } from './characterKeys';

export const checkCharacterQuery = queryOptions({
  queryKey: characterKeys.check(),
  queryFn: () => CharactersService.checkCharacter(),
  // Asked afresh on every visit: the wizard must not open for an account that has a character.
  staleTime: 0,
});

export function useCheckCharacter(enabled: boolean) {
  return useQuery({ ...checkCharacterQuery, enabled });
}
