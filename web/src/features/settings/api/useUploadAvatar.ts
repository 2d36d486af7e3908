// POST /api/uploads (multipart field `avatar`): the main character's new avatar. The new path is
// kept as avatarUrl in the browser storage, and every view of the avatar is refreshed.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UploadsService } from '@mrok/sdk';
import '../../../lib/api';
import { STORAGE_KEYS } from '../../../shared/session';
import { PLAYER_FACING_KEYS } from './settingsKeys';

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => UploadsService.uploadAvatar({ formData: { avatar: file } }),
    onSuccess: (answer) => {
      const path = answer.avatarPath || answer.avatar;
      if (path) localStorage.setItem(STORAGE_KEYS.avatarUrl, path);
      return Promise.all(PLAYER_FACING_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey: [...queryKey] })));
    },
  });
}
