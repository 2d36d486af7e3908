// Contact address and wiki link of this installation (GET /api/site), shown on many pages.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { SiteService } from '@mrok/sdk';
import '@/lib/api';

export const siteKeys = { info: ['site', 'info'] as const };

export const siteInfoQuery = queryOptions({
  queryKey: siteKeys.info,
  queryFn: () => SiteService.siteInfo(),
  staleTime: Infinity,
});

/** The site info, with safe defaults while it loads or if it fails. */
export function useSiteInfo() {
  const { data } = useQuery(siteInfoQuery);
  return { adminEmail: data?.adminEmail ?? 'admin@mrok.local', wikiUrl: data?.wikiUrl ?? '' };
}
