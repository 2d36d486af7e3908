// GET /api/newpassword/{token}: whether a reset link is usable, and the address it belongs to.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { AccountsService } from '@mrok/sdk';
import '@/lib/api';
import { resetKeys } from './resetKeys';

export const checkResetTokenQuery = (token: string) =>
  queryOptions({
    queryKey: resetKeys.token(token),
    queryFn: () => AccountsService.checkResetToken({ token }),
    // A link is checked once per visit; a refused one stays refused.
    staleTime: Infinity,
    retryOnMount: false,
  });

/** The check of `token`; idle when there is no token in the URL. */
export function useCheckResetToken(token: string | undefined) {
  return useQuery({ ...checkResetTokenQuery(token ?? ''), enabled: Boolean(token) });
}
