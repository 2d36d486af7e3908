// PUT /api/home/profile/magic or /api/secondary-characters/{id}/magic: the one-time magic choice.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ProfilesService } from '@mrok/sdk';
import '@/lib/api';
import type { CharacterTarget } from '../characters';
import { profileKeys } from './profileKeys';

export function useChooseMagic(target: CharacterTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (magic: 'Tak' | 'Nie') =>
      target.kind === 'main'
        ? ProfilesService.chooseProfileMagic({ requestBody: { magic, userId: target.accountId } })
        : ProfilesService.chooseSecondaryMagic({ id: target.id, requestBody: { magic } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: profileKeys.character(target) }),
        queryClient.invalidateQueries({ queryKey: profileKeys.card(target) }),
      ]),
  });
}
