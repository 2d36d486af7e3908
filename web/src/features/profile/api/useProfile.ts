// GET /api/home/profile/{id}: a main character's profile and whether the viewer may edit it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ProfilesService } from '@mrok/sdk';
import '@/lib/api';
import { checkProfileBody } from '../loadState';
import { profileKeys } from './profileKeys';

export const profileQuery = (accountId: number) =>
  queryOptions({
    queryKey: profileKeys.detail(accountId),
    queryFn: async () => checkProfileBody(await ProfilesService.getProfile({ id: accountId })),
  });

export function useProfile(accountId: number | null) {
  return useQuery({ ...profileQuery(accountId ?? 0), enabled: accountId !== null });
}
