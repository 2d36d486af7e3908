// POST /api/createCharacter: create the account's one main character.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CharactersService, type CreatedCharacterBody } from '@mrok/sdk';
import '@/lib/api';
import { STORAGE_KEYS, setHasCharacter } from '@/shared/session';
import { isCreatedCharacter, type Gender, type Race } from '../rules';

export interface NewCharacter {
  name: string;
  gender: Gender;
  race: Race;
}

/** The server answered 2xx with something that is not a created character. */
export class UnexpectedAnswerError extends Error {
  constructor() {
    super('Nieoczekiwana odpowiedź serwera');
    this.name = 'UnexpectedAnswerError';
  }
}

export function useCreateCharacter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ name, gender, race }: NewCharacter): Promise<CreatedCharacterBody> => {
      const answer: unknown = await CharactersService.createCharacter({
        requestBody: { user: name.trim(), gender, race },
      });
      if (!isCreatedCharacter(answer)) throw new UnexpectedAnswerError();
      return answer;
    },
    onSuccess: (answer) => {
      setHasCharacter(true);
      localStorage.setItem(STORAGE_KEYS.userName, answer.user);
      localStorage.setItem(STORAGE_KEYS.username, answer.user);
      // Everything about the player changed (profile, sidebar, online list): refetch it all.
      // Not awaited, so the success view shows at once.
      void queryClient.invalidateQueries();
    },
  });
}
