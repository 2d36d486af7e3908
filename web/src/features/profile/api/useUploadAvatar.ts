// POST /api/uploads (main, field `avatar`) or /api/secondary-characters/{id}/avatar: a new
// avatar, shown at once wherever the character appears (shared/api/playerViews). The player's
// own main avatar is also remembered as `avatarUrl` for the sidebar.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UploadsService } from '@mrok/sdk';
import '@/lib/api';
import { ownAvatarChanged, refreshPlayerViews } from '@/shared/api/playerViews';
import { readSession } from '@/shared/session';
import type { CharacterTarget } from '../characters';

export function useUploadAvatar(target: CharacterTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (avatar: File) =>
      target.kind === 'main'
        ? UploadsService.uploadAvatar({ formData: { avatar, userId: target.accountId } })
        : UploadsService.uploadSecondaryAvatar({ id: target.id, formData: { avatar } }),
    // Every view of the avatar reads again: the profile, the sidebar, the online list, the pickers.
    onSuccess: (answer) =>
      target.kind === 'main' && readSession().userId === String(target.accountId)
        ? ownAvatarChanged(queryClient, answer.avatarPath || answer.avatar)
        : refreshPlayerViews(queryClient),
  });
}
