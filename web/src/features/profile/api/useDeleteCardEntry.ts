// DELETE .../character-card/skills/{skillId} or .../character-card/flaws/{flawId}
// (main: /api/home/profile/character-card/{id}; secondary: /api/secondary-characters/{id}/character-card).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CardsService } from '@mrok/sdk';
import '@/lib/api';
import type { CharacterTarget } from '../characters';
import type { EntryKind } from '../validation';
import { profileKeys } from './profileKeys';

export interface DeleteCardEntry {
  kind: EntryKind;
  entryId: number;
}

function remove(target: CharacterTarget, { kind, entryId }: DeleteCardEntry): Promise<unknown> {
  if (target.kind === 'main') {
    const id = target.accountId;
    return kind === 'skill'
      ? CardsService.deleteMainSkill({ id, skillId: entryId })
      : CardsService.deleteMainFlaw({ id, flawId: entryId });
  }
  const id = target.id;
  return kind === 'skill'
    ? CardsService.deleteSecondarySkill({ id, skillId: entryId })
    : CardsService.deleteSecondaryFlaw({ id, flawId: entryId });
}

export function useDeleteCardEntry(target: CharacterTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entry: DeleteCardEntry) => remove(target, entry),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.card(target) }),
  });
}
