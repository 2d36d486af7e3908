// PUT /api/home/profile/{id}/status or /api/secondary-characters/{id}/status: the status line
// of one's own character.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ProfilesService } from '@mrok/sdk';
import '@/lib/api';
import type { CharacterTarget } from '../characters';
import { profileKeys } from './profileKeys';

export function useSetStatus(target: CharacterTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: string) => {
      const requestBody = { status: status.trim() };
      return target.kind === 'main'
        ? ProfilesService.setProfileStatus({ id: target.accountId, requestBody })
        : ProfilesService.setSecondaryStatus({ id: target.id, requestBody });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.character(target) }),
  });
}
