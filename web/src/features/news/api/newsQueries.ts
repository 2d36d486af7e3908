// The reads of the news feed (spec 2 §7 "News"): page 1 of the feed (the newest 20), the comment
// counts by news id, and a news item's comments (read on the first opening of its block). A
// pushed 'news_activity' frame (shared/live/playerEvents.ts) makes them read again.
import { queryOptions } from '@tanstack/react-query';
import { NewsService } from '@mrok/sdk';
import '../../../lib/api';
import { newsKeys } from '../../../shared/news/keys';

export const feedQuery = queryOptions({
  queryKey: newsKeys.feed(),
  queryFn: () => NewsService.listNews({}),
});

export const commentCountsQuery = queryOptions({
  queryKey: newsKeys.counts(),
  queryFn: () => NewsService.newsCommentCounts(),
});

export const commentsQuery = (news: number) =>
  queryOptions({
    queryKey: newsKeys.comments(news),
    queryFn: () => NewsService.newsComments({ id: news }),
  });
