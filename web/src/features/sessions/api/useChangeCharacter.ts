// POST …/changeCharacter: one request; the answer becomes the player's character here and their
// entry among the participants' characters.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionApi, type ParticipantsCharacters } from '@/shared/sessions/api';
import type { CharacterChoice, SessionKind } from '@/shared/sessions/model';
import { sessionKeys } from '@/shared/sessions/queries';

export function useChangeCharacter(kind: SessionKind, id: number, userId: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (choice: CharacterChoice) => sessionApi(kind).changeCharacter(id, choice),
    onSuccess: (changed) => {
      client.setQueryData(sessionKeys.myCharacter(kind, id), changed);
      if (userId === null) return;
      client.setQueryData<ParticipantsCharacters>(sessionKeys.participantsCharacters(kind, id), (all) =>
        all ? { ...all, [userId]: { character_type: changed.type, character_name: changed.name } } : all,
      );
    },
  });
}
