// Query keys of the lore: each collection's list, the bestiary's two lists, the searches.
import type { CollectionKey } from '../collections';

export type SearchScope = 'all' | 'bestiary';

export const loreKeys = {
  all: ['lore'] as const,
  entries: (key: CollectionKey) => ['lore', 'entries', key] as const,
  bestiary: () => ['lore', 'bestiary'] as const,
  categories: () => ['lore', 'bestiary', 'categories'] as const,
  beasts: () => ['lore', 'bestiary', 'beasts'] as const,
  search: (scope: SearchScope, q: string, limit: number) => ['lore', 'search', scope, q, limit] as const,
};
