// DELETE /api/secondary-characters/{id}: a secondary character with its card (owner or admin).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ProfilesService } from '@mrok/sdk';
import '@/lib/api';
import type { CharacterTarget } from '../characters';
import { profileKeys } from './profileKeys';

export function useDeleteSecondary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (target: Extract<CharacterTarget, { kind: 'secondary' }>) =>
      ProfilesService.deleteSecondaryCharacter({ id: target.id }),
    onSuccess: (_answer, target) => {
      queryClient.removeQueries({ queryKey: profileKeys.card(target) });
      return queryClient.invalidateQueries({ queryKey: profileKeys.secondaries(target.accountId) });
    },
  });
}
