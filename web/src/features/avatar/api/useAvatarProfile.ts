// GET /api/home/profile/{userId}: the avatar and the name the widget shows (spec 3 §7).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ProfilesService } from '@mrok/sdk';
import '@/lib/api';
import { avatarKeys } from './avatarKeys';

export const avatarProfileQuery = (userId: string | null, token: string | null) =>
  queryOptions({
    queryKey: avatarKeys.widget(userId),
    queryFn: () => ProfilesService.getProfile({ id: Number(userId) }),
    enabled: Boolean(token) && Boolean(userId) && Number.isInteger(Number(userId)),
    select: (answer) => ({ avatar: answer.profileData?.avatar ?? null, name: answer.profileData?.userName ?? null }),
  });

export function useAvatarProfile(userId: string | null, token: string | null) {
  return useQuery(avatarProfileQuery(userId, token));
}
