// A news item's collapsible 'Komentarze (n)': the comments load on the first opening; anyone
// playing comments ('Komentarz nie może być pusty!'); an account without a character is told it
// reads them but does not write them, instead of a field the server would refuse; the author — or
// an admin — deletes one after a confirmation. Comments are plain text, broken anywhere when a
// word is longer than the line.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { NewsComment } from '@mrok/sdk';
import { errorMessage } from '@/lib/api';
import { BusyButton } from '@/shared/components/BusyButton';
import { ConfirmDialog } from '@/shared/components/ConfirmDialog';
import { formatDateTime } from '@/shared/dates';
import { useTextMentions } from '@/shared/editor/textMentions';
import { NO_CHARACTER_TEXTS } from '@/shared/noCharacter';
import { commentsQuery } from '../api/newsQueries';
import { useCommentWrites } from '../api/useCommentWrites';
import { NEWS_TEXTS } from '../texts';

interface NewsCommentsProps {
  news: number;
  count: number;
  me: number | null;
  /** manageNews: anyone's comment may be deleted. */
  managesNews: boolean;
  /** Offers the field and 'Skomentuj'; else the no-character hint. */
  canComment: boolean;
}

export function NewsComments({ news, count, me, managesNews, canComment }: NewsCommentsProps) {
  const [open, setOpen] = useState(false);
  const comments = useQuery({ ...commentsQuery(news), enabled: open });
  const { add, remove } = useCommentWrites(news);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<NewsComment | null>(null);
  // A comment names a character with @Name (docs/decisions/notifications.md): the list helps.
  const mention = useTextMentions({ value: text, onChange: setText });

  const send = async () => {
    if (!text.trim()) {
      setError(NEWS_TEXTS.commentEmpty);
      return;
    }
    setError(null);
    try {
      await add.mutateAsync(text.trim());
      setText('');
    } catch (failure) {
      setError(errorMessage(failure, NEWS_TEXTS.commentAddFailed));
    }
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      setDeleting(null);
    } catch (failure) {
      setDeleting(null);
      setError(errorMessage(failure, NEWS_TEXTS.commentDeleteFailed));
    }
  };

  return (
    <Box sx={{ mt: 2 }}>
      <Button
        onClick={() => setOpen((was) => !was)}
        color="secondary"
        endIcon={<ExpandMoreIcon sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }} />}
        aria-expanded={open}
      >
        {NEWS_TEXTS.comments(count)}
      </Button>
      <Collapse in={open} unmountOnExit>
        <Box sx={{ display: 'grid', gap: 1.5, mt: 1 }} data-testid="news-comments">
          {comments.isPending && <Typography color="text.secondary">{NEWS_TEXTS.commentsLoading}</Typography>}
          {comments.data?.length === 0 && <Typography color="text.secondary">{NEWS_TEXTS.noComments}</Typography>}
          {comments.data?.map((comment) => (
            <Box key={comment.id} data-testid="news-comment" sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', borderLeft: '2px solid rgba(201,164,76,0.3)', pl: 1.5 }}>
              <Box sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                <Typography variant="subtitle2" component="span">
                  {comment.author_name ?? NEWS_TEXTS.unknownAuthor}
                </Typography>
                <Typography variant="caption" color="text.secondary" sx={{ ml: 1 }}>
                  {comment.created_at ? formatDateTime(comment.created_at) : NEWS_TEXTS.noDate}
                </Typography>
                <Typography sx={{ whiteSpace: 'pre-wrap' }}>{comment.content}</Typography>
              </Box>
              {(managesNews || comment.author_id === me) && (
                <IconButton aria-label={NEWS_TEXTS.commentDelete} size="small" onClick={() => setDeleting(comment)}>
                  <DeleteIcon fontSize="small" />
                </IconButton>
              )}
            </Box>
          ))}
          {canComment ? (
            <TextField
              value={text}
              onChange={(event) => setText(event.target.value)}
              placeholder={NEWS_TEXTS.commentPlaceholder}
              inputRef={mention.inputRef}
              inputProps={{ 'aria-label': NEWS_TEXTS.commentPlaceholder, maxLength: 2000, ...mention.fieldProps }}
              multiline
              minRows={2}
              fullWidth
            />
          ) : (
            <Alert severity="info" data-testid="comment-needs-character">
              {NO_CHARACTER_TEXTS.comments}
            </Alert>
          )}
          {canComment && mention.list}
          {error && <Alert severity="error">{error}</Alert>}
          {canComment && (
            <Box>
              <BusyButton variant="outlined" color="secondary" busy={add.isPending} onClick={() => void send()}>
                {NEWS_TEXTS.commentSend}
              </BusyButton>
            </Box>
          )}
        </Box>
      </Collapse>
      <ConfirmDialog
        open={deleting !== null}
        title={NEWS_TEXTS.commentDeleteTitle}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      >
        {NEWS_TEXTS.commentDeleteQuestion}
      </ConfirmDialog>
    </Box>
  );
}
