// Adds or changes a skill or a flaw on a character card:
// POST .../character-card/skills|flaws, PUT .../character-card/skills|flaws/{entryId}
// (main: /api/home/profile/character-card/{id}; secondary: /api/secondary-characters/{id}/character-card).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CardsService, type FlawForm, type SkillForm } from '@mrok/sdk';
import '@/lib/api';
import type { CharacterTarget } from '../characters';
import type { EntryKind } from '../validation';
import { profileKeys } from './profileKeys';

export interface SaveCardEntry {
  kind: EntryKind;
  /** The entry to change; a new one when left out. */
  entryId?: number;
  form: SkillForm | FlawForm;
}

function save(target: CharacterTarget, { kind, entryId, form }: SaveCardEntry): Promise<unknown> {
  const requestBody = form;
  if (target.kind === 'main') {
    const id = target.accountId;
    if (kind === 'skill') {
      return entryId === undefined
        ? CardsService.addMainSkill({ id, requestBody })
        : CardsService.updateMainSkill({ id, skillId: entryId, requestBody });
    }
    return entryId === undefined
      ? CardsService.addMainFlaw({ id, requestBody })
      : CardsService.updateMainFlaw({ id, flawId: entryId, requestBody });
  }
  const id = target.id;
  if (kind === 'skill') {
    return entryId === undefined
      ? CardsService.addSecondarySkill({ id, requestBody })
      : CardsService.updateSecondarySkill({ id, skillId: entryId, requestBody });
  }
  return entryId === undefined
    ? CardsService.addSecondaryFlaw({ id, requestBody })
    : CardsService.updateSecondaryFlaw({ id, flawId: entryId, requestBody });
}

export function useSaveCardEntry(target: CharacterTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entry: SaveCardEntry) => save(target, entry),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.card(target) }),
  });
}
