// The news feed 'Wieści' (spec 2 §2): 'Ładowanie wieści...', 'Brak wieści do wyświetlenia', the
// cards with their comment counts, for admins 'Dodaj Wieść', and under the cards 'Starsze wieści'
// while the last page read was full (the next 20 join the list's end). An account without a
// character reads the comments but is offered no field to write one.
import { useState } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import CircularProgress from '@mui/material/CircularProgress';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { mainCharacterQuery } from '@/shared/api/mainCharacter';
import { lacksCharacter } from '@/shared/noCharacter';
import { can } from '@/shared/access/can';
import { readSession } from '@/shared/session';
import { commentCountsQuery, feedItems, feedQuery } from '../api/newsQueries';
import { useNewsWrites } from '../api/useNewsWrites';
import { NEWS_TEXTS } from '../texts';
import { NewsCard } from './NewsCard';
import { NewsEditor } from './NewsEditor';

export function NewsFeed() {
  const session = readSession();
  const me = session.userId !== null && Number.isSafeInteger(Number(session.userId)) ? Number(session.userId) : null;
  const managesNews = can(session.role, 'manageNews');
  // Without a character (an admin reading the game) the server refuses comments: none is offered.
  const canComment = !lacksCharacter(useQuery(mainCharacterQuery(session.token)).data);
  const feed = useInfiniteQuery(feedQuery);
  const items = feedItems(feed.data?.pages);
  const counts = useQuery(commentCountsQuery);
  const { save } = useNewsWrites();
  const [adding, setAdding] = useState(false);

  return (
    <Box component="section" aria-labelledby="news-heading" sx={{ display: 'grid', gap: 2, mt: 4 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Typography id="news-heading" component="h2" variant="h4">
          {NEWS_TEXTS.heading}
        </Typography>
        {managesNews && !adding && (
          <Button variant="outlined" color="secondary" onClick={() => setAdding(true)}>
            {NEWS_TEXTS.add}
          </Button>
        )}
      </Box>
      {adding && (
        <Paper sx={{ p: { xs: 2, sm: 3 } }}>
          <NewsEditor
            onSave={async (draft) => {
              await save.mutateAsync({ draft });
              setAdding(false);
            }}
            onCancel={() => setAdding(false)}
          />
        </Paper>
      )}
      {feed.isPending && <Typography color="text.secondary">{NEWS_TEXTS.loading}</Typography>}
      {((feed.isError && !feed.isFetchNextPageError) || (feed.data !== undefined && items === null)) && <Alert severity="error">{NEWS_TEXTS.notAList}</Alert>}
      {items?.length === 0 && <Typography color="text.secondary">{NEWS_TEXTS.empty}</Typography>}
      {items?.map((news) => (
        <NewsCard key={news.id} news={news} comments={counts.data?.[String(news.id)] ?? news.comment_count} me={me} managesNews={managesNews} canComment={canComment} />
      ))}
      {feed.isFetchNextPageError && <Alert severity="error">{NEWS_TEXTS.olderFailed}</Alert>}
      {items !== null && items.length > 0 && feed.hasNextPage && (
        <Box sx={{ display: 'flex', justifyContent: 'center' }}>
          {/* Busy rather than disabled while it loads, so the focus stays on it. */}
          <Button
            variant="outlined"
            color="secondary"
            aria-busy={feed.isFetchingNextPage}
            startIcon={feed.isFetchingNextPage ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
            onClick={() => {
              if (!feed.isFetchingNextPage) void feed.fetchNextPage();
            }}
          >
            {NEWS_TEXTS.older}
          </Button>
        </Box>
      )}
      {items !== null && !feed.hasNextPage && (feed.data?.pages.length ?? 0) > 1 && (
        <Typography color="text.secondary" sx={{ textAlign: 'center' }} data-testid="news-end">
          {NEWS_TEXTS.noOlder}
        </Typography>
      )}
    </Box>
  );
}
