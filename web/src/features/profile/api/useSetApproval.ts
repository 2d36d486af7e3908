// PUT /api/home/profile/{id}/approval or /api/secondary-characters/{id}/approval (admins).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ProfilesService } from '@mrok/sdk';
import '@/lib/api';
import type { CharacterTarget } from '../characters';
import { profileKeys } from './profileKeys';

export function useSetApproval(target: CharacterTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (approved: boolean) =>
      target.kind === 'main'
        ? ProfilesService.setProfileApproval({ id: target.accountId, requestBody: { approved } })
        : ProfilesService.setSecondaryApproval({ id: target.id, requestBody: { approved } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.character(target) }),
  });
}
