// The news feed 'Wieści' (spec 2 §2): 'Ładowanie wieści...', 'Brak wieści do wyświetlenia', the
// cards with their comment counts, and for admins 'Dodaj Wieść'.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { readSession } from '../../../shared/session';
import { commentCountsQuery, feedQuery } from '../api/newsQueries';
import { useNewsWrites } from '../api/useNewsWrites';
import { NEWS_TEXTS } from '../texts';
import { NewsCard } from './NewsCard';
import { NewsEditor } from './NewsEditor';

export function NewsFeed() {
  const session = readSession();
  const me = session.userId !== null && Number.isSafeInteger(Number(session.userId)) ? Number(session.userId) : null;
  const isAdmin = session.role === 'admin';
  const feed = useQuery(feedQuery);
  const counts = useQuery(commentCountsQuery);
  const { save } = useNewsWrites();
  const [adding, setAdding] = useState(false);

  return (
    <Box component="section" aria-labelledby="news-heading" sx={{ display: 'grid', gap: 2, mt: 4 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Typography id="news-heading" component="h2" variant="h4">
          {NEWS_TEXTS.heading}
        </Typography>
        {isAdmin && !adding && (
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
      {(feed.isError || (feed.data !== undefined && !Array.isArray(feed.data))) && <Alert severity="error">{NEWS_TEXTS.notAList}</Alert>}
      {Array.isArray(feed.data) && feed.data.length === 0 && <Typography color="text.secondary">{NEWS_TEXTS.empty}</Typography>}
      {Array.isArray(feed.data) &&
        feed.data.map((news) => (
          <NewsCard key={news.id} news={news} comments={counts.data?.[String(news.id)] ?? news.comment_count} me={me} isAdmin={isAdmin} />
        ))}
    </Box>
  );
}
