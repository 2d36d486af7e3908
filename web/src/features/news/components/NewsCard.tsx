// One news item: its title ('Bez tytułu' when empty), its body, the date, a click on an image
// opens it enlarged, the comments block, and for admins 'Edytuj' (the same form as 'Dodaj Wieść')
// and 'Archiwizuj' after a confirmation.
import { useState, type MouseEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { News } from '@mrok/sdk';
import { errorMessage } from '@/lib/api';
import { ConfirmDialog } from '@/shared/components/ConfirmDialog';
import { formatDateTime } from '@/shared/dates';
import { RichTextContent } from '@/shared/editor/RichTextContent';
import { wrapAnywhere } from '@/shared/theme/textFit';
import { useNewsWrites } from '../api/useNewsWrites';
import { NEWS_TEXTS } from '../texts';
import { NewsComments } from './NewsComments';
import { NewsEditor } from './NewsEditor';

interface NewsCardProps {
  news: News;
  comments: number;
  me: number | null;
  /** manageNews: 'Edytuj' and deleting anyone's comment. */
  managesNews: boolean;
  /** Offers the comment field (not to an account without a character). */
  canComment: boolean;
}

export function NewsCard({ news, comments, me, managesNews, canComment }: NewsCardProps) {
  const { save, archive } = useNewsWrites();
  const [editing, setEditing] = useState(false);
  const [archiving, setArchiving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [enlarged, setEnlarged] = useState<string | null>(null);
  const title = news.title.trim() || NEWS_TEXTS.untitled;

  const openImage = (event: MouseEvent) => {
    const target = event.target as HTMLElement;
    if (target instanceof HTMLImageElement) setEnlarged(target.src);
  };
  const confirmArchive = async () => {
    try {
      await archive.mutateAsync(news.id);
    } catch (failure) {
      setError(errorMessage(failure, NEWS_TEXTS.archiveFailed));
    } finally {
      setArchiving(false);
    }
  };

  return (
    <Paper component="article" sx={{ p: { xs: 2, sm: 3 } }} data-testid="news-card">
      {editing ? (
        <NewsEditor
          initial={{ title: news.title, content: news.content }}
          onSave={async (draft) => {
            await save.mutateAsync({ id: news.id, draft });
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <>
          <Typography component="h2" variant="h5" sx={wrapAnywhere}>
            {title}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {news.created_at ? formatDateTime(news.created_at) : NEWS_TEXTS.noDate}
          </Typography>
          <RichTextContent html={news.content} onClick={openImage} sx={{ mt: 2, '& img': { cursor: 'zoom-in' } }} />
          {managesNews && (
            <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
              <Button size="small" color="secondary" onClick={() => setEditing(true)}>
                {NEWS_TEXTS.edit}
              </Button>
              <Button size="small" color="primary" onClick={() => setArchiving(true)}>
                {NEWS_TEXTS.archive}
              </Button>
            </Box>
          )}
          {error && <Alert severity="error" sx={{ mt: 1 }}>{error}</Alert>}
          <NewsComments news={news.id} count={comments} me={me} managesNews={managesNews} canComment={canComment} />
        </>
      )}
      <ConfirmDialog
        open={archiving}
        title={NEWS_TEXTS.archiveTitle}
        confirmLabel={NEWS_TEXTS.archive}
        busy={archive.isPending}
        onConfirm={() => void confirmArchive()}
        onCancel={() => setArchiving(false)}
      >
        {NEWS_TEXTS.archiveQuestion(title)}
      </ConfirmDialog>
      <Dialog open={enlarged !== null} onClose={() => setEnlarged(null)} maxWidth="lg">
        {enlarged && (
          <Box component="img" src={enlarged} alt={NEWS_TEXTS.enlarged} onClick={() => setEnlarged(null)} sx={{ display: 'block', maxWidth: '90vw', maxHeight: '90vh', cursor: 'zoom-out' }} />
        )}
      </Dialog>
    </Paper>
  );
}
