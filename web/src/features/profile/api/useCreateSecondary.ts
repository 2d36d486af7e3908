// POST /api/secondary-characters: a secondary character for oneself (slot 1, then 2).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ProfilesService, type CreateSecondaryBody } from '@mrok/sdk';
import '@/lib/api';
import { profileKeys } from './profileKeys';

export function useCreateSecondary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (requestBody: CreateSecondaryBody & { userId: number }) =>
      ProfilesService.createSecondaryCharacter({ requestBody }),
    onSuccess: (_answer, { userId }) => queryClient.invalidateQueries({ queryKey: profileKeys.secondaries(userId) }),
  });
}
