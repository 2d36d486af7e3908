// POST /api/tavern/changeCharacter {characterType, characterId}: the character one is inside as;
// answers it. The sidebar lists guests by character, so it is read again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TavernService } from '@mrok/sdk';
import '@/lib/api';
import type { CharacterOption } from '@/shared/composer/characterOptions';
import { tavernKeys } from '@/shared/tavern/queries';
import { characterChoice } from './useEnterTavern';

export function useChangeCharacter() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (character: CharacterOption) => TavernService.changeTavernCharacter({ requestBody: characterChoice(character) }),
    onSuccess: () => client.invalidateQueries({ queryKey: tavernKeys.participants() }),
  });
}
