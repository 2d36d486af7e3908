// The sidebar's player card: GET /api/home/profile/{userId}, refreshed every 30 s (spec 1 §7):
// the character's name, avatar and rank (the profile's 'Ranga'). An account without a character
// (an admin reading the game) has no profile: nothing is asked (the server would answer 404).
// The avatar path and the character's name are also kept in the browser storage (avatarUrl,
// userName), so the card shows them at once on the next visit.
import { useEffect } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ProfilesService } from '@mrok/sdk';
import '@/lib/api';
import { POLL } from '@/lib/query';
import { STORAGE_KEYS } from '@/shared/session';
import { shellKeys } from './shellKeys';

export const playerCardQuery = (userId: string | null, hasCharacter = true) =>
  queryOptions({
    queryKey: shellKeys.playerCard(userId),
    queryFn: () => ProfilesService.getProfile({ id: Number(userId) }),
    enabled: hasCharacter && Boolean(userId) && Number.isInteger(Number(userId)),
    refetchInterval: POLL.sidebar,
    select: (answer) => ({
      name: answer.profileData?.user || answer.profileData?.userName || null,
      avatar: answer.profileData?.avatar || null,
      rank: answer.profileData?.role || null,
    }),
  });

export function usePlayerCard(userId: string | null, hasCharacter: boolean) {
  const { data } = useQuery(playerCardQuery(userId, hasCharacter));
  useEffect(() => {
    if (!data) return;
    if (data.avatar) localStorage.setItem(STORAGE_KEYS.avatarUrl, data.avatar);
    else localStorage.removeItem(STORAGE_KEYS.avatarUrl);
    if (data.name) localStorage.setItem(STORAGE_KEYS.userName, data.name);
  }, [data]);
  return data;
}
