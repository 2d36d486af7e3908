// The admins' news form — 'Dodaj Wieść' and 'Edytuj' alike, configured by the item it starts
// from: a title and the rich editor with the announcement toolbar (images through the
// description-images upload). Title and content are required ('Tytuł i treść nie mogą być
// puste!'); the server's refusal is shown as it says it.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { errorMessage } from '@/lib/api';
import { uploadDescriptionImage } from '@/shared/api/uploadDescriptionImage';
import { BusyButton } from '@/shared/components/BusyButton';
import { LazyRichTextEditor } from '@/shared/editor/LazyRichTextEditor';
import type { NewsDraft } from '../api/useNewsWrites';
import { NEWS_TEXTS } from '../texts';

interface NewsEditorProps {
  initial?: NewsDraft;
  onSave: (draft: NewsDraft) => Promise<unknown>;
  onCancel: () => void;
}

/** Whether rich text shows anything: text or an image. */
const showsSomething = (html: string) => /<img\b/i.test(html) || html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim() !== '';

export function NewsEditor({ initial, onSave, onCancel }: NewsEditorProps) {
  const [title, setTitle] = useState(initial?.title ?? '');
  const [content, setContent] = useState(initial?.content ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async () => {
    if (!title.trim() || !showsSomething(content)) {
      setError(NEWS_TEXTS.required);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onSave({ title: title.trim(), content });
    } catch (failure) {
      console.error('News not saved', failure);
      setError(errorMessage(failure, NEWS_TEXTS.saveFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="form" sx={{ display: 'grid', gap: 2 }} onSubmit={(event) => { event.preventDefault(); void save(); }}>
      <TextField label={NEWS_TEXTS.title} value={title} onChange={(event) => setTitle(event.target.value)} inputProps={{ maxLength: 200 }} fullWidth />
      <LazyRichTextEditor value={content} onChange={setContent} toolbar="announcement" ariaLabel="Treść wieści" minHeight={200} onUploadImage={uploadDescriptionImage} />
      {error && <Alert severity="error">{error}</Alert>}
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button onClick={onCancel} color="secondary" disabled={busy}>
          {NEWS_TEXTS.cancel}
        </Button>
        <BusyButton type="submit" variant="contained" busy={busy}>
          {NEWS_TEXTS.save}
        </BusyButton>
      </Box>
    </Box>
  );
}
