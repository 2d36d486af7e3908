// A collection's list and its admin writes (spec 3 §4, §7): saving reads the list again — except
// that the rules page appends a created rule locally — and a deletion removes the entry locally.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CollectionConfig } from '../collections';
import { contentApi, type LoreDraft, type LoreItem } from './contentApi';
import { loreKeys } from './loreKeys';

/** Oldest first (spec 3 §4) unless the collection keeps the server's order (rules). */
export function ordered(items: LoreItem[], config: Pick<CollectionConfig, 'serverOrder'>): LoreItem[] {
  if (config.serverOrder) return items;
  return [...items].sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at) || a.id - b.id);
}

export const entriesQuery = (config: CollectionConfig) =>
  queryOptions({
    queryKey: loreKeys.entries(config.key),
    queryFn: async () => ordered(await contentApi(config.key).list(), config),
  });

export function useEntryWrites(config: CollectionConfig) {
  const client = useQueryClient();
  const key = loreKeys.entries(config.key);
  const api = contentApi(config.key);
  const reload = () => client.invalidateQueries({ queryKey: key });
  const save = useMutation({
    mutationFn: ({ id, draft }: { id?: number; draft: LoreDraft }) => (id === undefined ? api.create(draft) : api.update(id, draft)),
    onSuccess: async (saved, { id }) => {
      if (id === undefined && config.appendCreated) {
        client.setQueryData<LoreItem[]>(key, (items) => [...(items ?? []), saved]);
        return;
      }
      await reload();
    },
  });
  const remove = useMutation({
    mutationFn: (id: number) => api.remove(id),
    onSuccess: (_answer, id) => {
      client.setQueryData<LoreItem[]>(key, (items) => items?.filter((item) => item.id !== id));
    },
  });
  return { save, remove };
}
