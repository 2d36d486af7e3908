// The reads of the news feed (spec 2 §7 "News"): the feed a page at a time (20 news items, the
// newest first; page 1 is asked without `page`, as the spec's client does, and 'Starsze wieści'
// asks for the next), the comment counts by news id, and a news item's comments (read on the first
// opening of its block). A pushed 'news_activity' frame (shared/live/playerEvents.ts) makes them
// read again — the feed only the pages the player has opened.
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { NewsService, type News } from '@mrok/sdk';
import '@/lib/api';
import { newsKeys } from '@/shared/news/keys';

/** The server's page of the feed (docs/decisions.md, "News 'Wieści'"). */
export const NEWS_PAGE_SIZE = 20;

export const feedQuery = infiniteQueryOptions({
  queryKey: newsKeys.feed(),
  queryFn: ({ pageParam }): Promise<News[]> => NewsService.listNews(pageParam === 1 ? {} : { page: pageParam }),
  initialPageParam: 1,
  // A full page may have more behind it; a short (or unreadable) one is the end.
  getNextPageParam: (last, _all, page) => (Array.isArray(last) && last.length >= NEWS_PAGE_SIZE ? page + 1 : undefined),
});

/**
 * The pages read so far as one list, the newest first; a news item that moved to the next page
 * while the pages were read apart (a newer one was posted) is shown once. Null while the first
 * page is not a list.
 */
export function feedItems(pages: readonly unknown[] | undefined): News[] | null {
  if (!pages || !Array.isArray(pages[0])) return null;
  const seen = new Set<number>();
  const items: News[] = [];
  for (const page of pages) {
    if (!Array.isArray(page)) continue;
    for (const news of page as News[]) {
      if (seen.has(news.id)) continue;
      seen.add(news.id);
      items.push(news);
    }
  }
  return items;
}

export const commentCountsQuery = queryOptions({
  queryKey: newsKeys.counts(),
  queryFn: () => NewsService.newsCommentCounts(),
});

export const commentsQuery = (news: number) =>
  queryOptions({
    queryKey: newsKeys.comments(news),
    queryFn: () => NewsService.newsComments({ id: news }),
  });
