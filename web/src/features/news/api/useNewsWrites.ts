// The admins' writes: post, edit and archive a news item; each reads the feed again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NewsService } from '@mrok/sdk';
import '@/lib/api';
import { newsKeys } from '@/shared/news/keys';

export interface NewsDraft {
  title: string;
  content: string;
}

export function useNewsWrites() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: newsKeys.all });
  const save = useMutation({
    mutationFn: ({ id, draft }: { id?: number; draft: NewsDraft }) =>
      id === undefined ? NewsService.postNews({ requestBody: draft }) : NewsService.updateNews({ id, requestBody: draft }),
    onSuccess: refresh,
  });
  const archive = useMutation({
    mutationFn: (id: number) => NewsService.archiveNews({ id }),
    onSuccess: refresh,
  });
  return { save, archive };
}
