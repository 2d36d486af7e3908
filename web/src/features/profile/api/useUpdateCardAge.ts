// PUT /api/home/profile/character-card/{id} or /api/secondary-characters/{id}/character-card
// with `{ characterCard: { age } }`: the character's age (editors).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CardsService } from '@mrok/sdk';
import '@/lib/api';
import type { CharacterTarget } from '../characters';
import { profileKeys } from './profileKeys';

export function useUpdateCardAge(target: CharacterTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (age: number) => {
      const requestBody = { characterCard: { age } };
      return target.kind === 'main'
        ? CardsService.updateMainCard({ id: target.accountId, requestBody })
        : CardsService.updateSecondaryCard({ id: target.id, requestBody });
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: profileKeys.card(target) }),
        queryClient.invalidateQueries({ queryKey: profileKeys.character(target) }),
      ]),
  });
}
