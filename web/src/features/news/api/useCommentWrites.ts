// Adding and deleting a comment: the news item's comments and the counts are read again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NewsService } from '@mrok/sdk';
import '@/lib/api';
import { newsKeys } from '@/shared/news/keys';

export function useCommentWrites(news: number) {
  const client = useQueryClient();
  const refresh = async () => {
    await Promise.all([
      client.invalidateQueries({ queryKey: newsKeys.comments(news) }),
      client.invalidateQueries({ queryKey: newsKeys.counts() }),
    ]);
  };
  const add = useMutation({
    mutationFn: (content: string) => NewsService.addNewsComment({ id: news, requestBody: { content } }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (commentId: number) => NewsService.deleteNewsComment({ id: news, commentId }),
    onSuccess: refresh,
  });
  return { add, remove };
}
