// POST /api/uploads (main, field `avatar`) or /api/secondary-characters/{id}/avatar: a new
// avatar. The player's own main avatar is also remembered as `avatarUrl` for the sidebar.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UploadsService } from '@mrok/sdk';
import '../../../lib/api';
import { STORAGE_KEYS, readSession } from '../../../shared/session';
import type { CharacterTarget } from '../characters';
import { profileKeys } from './profileKeys';

export function useUploadAvatar(target: CharacterTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (avatar: File) =>
      target.kind === 'main'
        ? UploadsService.uploadAvatar({ formData: { avatar, userId: target.accountId } })
        : UploadsService.uploadSecondaryAvatar({ id: target.id, formData: { avatar } }),
    onSuccess: (answer) => {
      if (target.kind === 'main' && readSession().userId === String(target.accountId)) {
        localStorage.setItem(STORAGE_KEYS.avatarUrl, answer.avatarPath || answer.avatar);
      }
      return queryClient.invalidateQueries({ queryKey: profileKeys.character(target) });
    },
  });
}
