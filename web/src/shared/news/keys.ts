// Query keys of the news feed, shared by the feed (features/news) and the player's socket, whose
// 'news_activity' frame makes them read again (shared/live/playerEvents.ts).
import type { QueryClient } from '@tanstack/react-query';
import { spreadRead } from '../live/spreadRead';

export const newsKeys = {
  all: ['news'] as const,
  feed: () => [...newsKeys.all, 'feed'] as const,
  counts: () => [...newsKeys.all, 'counts'] as const,
  comments: (news: number) => [...newsKeys.all, 'comments', news] as const,
};

/** A pushed 'news_activity' frame: something in the feed changed; what is shown reads again, a random moment later (every page hears it). */
export function applyNewsFrame(client: QueryClient, frame: { type?: unknown }): void {
  if (frame.type === 'news_activity') spreadRead(client, 'news', () => void client.invalidateQueries({ queryKey: newsKeys.all }));
}
