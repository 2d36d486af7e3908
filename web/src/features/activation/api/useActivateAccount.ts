// GET /api/activate/{token}: activate an account with the link from the e-mail.
// The token is single-use, so it is sent once per page visit: the query is never retried or
// refetched, and React StrictMode's double mount shares the one request in flight.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { AccountsService } from '@mrok/sdk';
import '@/lib/api';

export const activationKeys = {
  all: ['activation'] as const,
  token: (token: string) => [...activationKeys.all, token] as const,
};

export const activateAccountQuery = (token: string) =>
  queryOptions({
    queryKey: activationKeys.token(token),
    queryFn: () => AccountsService.activate({ token }),
    retry: false,
    retryOnMount: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnMount: false,
    refetchOnReconnect: false,
    refetchOnWindowFocus: false,
  });

/** The activation of `token`; idle when there is no token in the URL. */
export function useActivateAccount(token: string | undefined) {
  return useQuery({ ...activateAccountQuery(token ?? ''), enabled: Boolean(token) });
}
