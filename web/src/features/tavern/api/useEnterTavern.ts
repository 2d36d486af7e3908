// POST /api/tavern/enter {characterType, characterId}: the first step of going in — the character
// (the room stays empty until useEnterRoom). Also switches the character of someone inside.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TavernService } from '@mrok/sdk';
import '@/lib/api';
import type { CharacterOption } from '@/shared/composer/characterOptions';
import { presenceChanged } from './tavernCache';

/** The SDK's character choice for an option (the Narrator has no id). */
export const characterChoice = (character: CharacterOption) => ({
  characterType: character.type,
  characterId: character.type === 'narrator' ? undefined : (character.id ?? undefined),
});

export function useEnterTavern() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (character: CharacterOption) => TavernService.enterTavern({ requestBody: characterChoice(character) }),
    onSuccess: () => presenceChanged(client),
  });
}
