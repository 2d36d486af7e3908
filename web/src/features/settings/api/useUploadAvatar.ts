// POST /api/uploads (multipart field `avatar`): the main character's new avatar. The new path is
// kept as avatarUrl in the browser storage, and every view of the avatar is refreshed.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UploadsService } from '@mrok/sdk';
import '@/lib/api';
import { ownAvatarChanged } from '@/shared/api/playerViews';

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => UploadsService.uploadAvatar({ formData: { avatar: file } }),
    onSuccess: (answer) => ownAvatarChanged(queryClient, answer.avatarPath || answer.avatar),
  });
}
