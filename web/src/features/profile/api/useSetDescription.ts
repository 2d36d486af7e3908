// POST /api/home/profile/edit (main) or PUT /api/secondary-characters/{id}/description: the
// description as rich HTML; the answer carries it as stored (sanitized).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ProfilesService } from '@mrok/sdk';
import '@/lib/api';
import type { CharacterTarget } from '../characters';
import { profileKeys } from './profileKeys';

export function useSetDescription(target: CharacterTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (description: string) =>
      target.kind === 'main'
        ? ProfilesService.setProfileDescription({ requestBody: { description, userId: target.accountId } })
        : ProfilesService.setSecondaryDescription({ id: target.id, requestBody: { description } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.character(target) }),
  });
}
