// The bestiary's reads and writes (spec 3 §2.4, §7): categories and beasts, each list read again
// after a write; deleting a category takes its beasts with it, so both lists are read again.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { LoreService, type Beast, type BestiaryCategory } from '@mrok/sdk';
import '@/lib/api';
import { loreKeys } from './loreKeys';

const oldestFirst = <T extends { id: number; created_at: string }>(items: T[]): T[] =>
  [...items].sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at) || a.id - b.id);

export const categoriesQuery = queryOptions({
  queryKey: loreKeys.categories(),
  queryFn: async (): Promise<BestiaryCategory[]> => oldestFirst(await LoreService.listBestiaryCategories()),
});

export const beastsQuery = queryOptions({
  queryKey: loreKeys.beasts(),
  queryFn: async (): Promise<Beast[]> => oldestFirst(await LoreService.listBeasts()),
});

export interface CategoryDraft {
  title: string;
  description: string;
}

export interface BeastDraft {
  title: string;
  description: string;
  category_id: number | null;
}

export function useBestiaryWrites() {
  const client = useQueryClient();
  const reload = () => client.invalidateQueries({ queryKey: loreKeys.bestiary() });
  const saveCategory = useMutation({
    mutationFn: ({ id, draft }: { id?: number; draft: CategoryDraft }) => {
      const requestBody = { title: draft.title, description: draft.description || null };
      return id === undefined
        ? LoreService.addBestiaryCategory({ requestBody })
        : LoreService.updateBestiaryCategory({ id, requestBody });
    },
    onSuccess: reload,
  });
  const removeCategory = useMutation({
    mutationFn: (id: number) => LoreService.deleteBestiaryCategory({ id }),
    onSuccess: reload,
  });
  const saveBeast = useMutation({
    mutationFn: ({ id, draft }: { id?: number; draft: BeastDraft }) =>
      id === undefined ? LoreService.addBeast({ requestBody: draft }) : LoreService.updateBeast({ id, requestBody: draft }),
    onSuccess: reload,
  });
  const removeBeast = useMutation({
    mutationFn: (id: number) => LoreService.deleteBeast({ id }),
    onSuccess: reload,
  });
  return { saveCategory, removeCategory, saveBeast, removeBeast };
}
