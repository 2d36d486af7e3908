// GET /api/lore/search: the whole wiki or the bestiary alone; the server folds case and Polish
// letters and cuts the snippets (spec 3 §2.4, §9).
import { queryOptions } from '@tanstack/react-query';
import { LoreService, type LoreHit } from '@mrok/sdk';
import '@/lib/api';
import { loreKeys, type SearchScope } from './loreKeys';

export const searchQuery = (scope: SearchScope, q: string, limit: number) =>
  queryOptions({
    queryKey: loreKeys.search(scope, q, limit),
    queryFn: async (): Promise<LoreHit[]> => (await LoreService.searchLore({ q, scope, limit })).slice(0, limit),
    staleTime: 30_000,
  });
