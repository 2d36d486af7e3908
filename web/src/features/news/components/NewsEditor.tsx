// The admins' news form — 'Dodaj Wieść' and 'Edytuj' alike, configured by the item it starts
// from: a title and the rich editor with the announcement toolbar (images through the
// description-images upload). Title and content are required ('Tytuł i treść nie mogą być
// puste!'); the server's refusal is shown as it says it.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { errorMessage } from '@/lib/api';
import { uploadDescriptionImage } from '@/shared/api/uploadDescriptionImage';
import { FormActions } from '@/shared/components/FormActions';
import { useAction } from '@/shared/components/useAction';
import { showsSomething } from '@/shared/editor/displayHtml';
import { LazyRichTextEditor } from '@/shared/editor/LazyRichTextEditor';
import type { NewsDraft } from '../api/useNewsWrites';
import { NEWS_TEXTS } from '../texts';

interface NewsEditorProps {
  initial?: NewsDraft;
  onSave: (draft: NewsDraft) => Promise<unknown>;
  onCancel: () => void;
}

export function NewsEditor({ initial, onSave, onCancel }: NewsEditorProps) {
  const [title, setTitle] = useState(initial?.title ?? '');
  const [content, setContent] = useState(initial?.content ?? '');
  const { busy, error, setError, run } = useAction();

  const save = async () => {
    if (!title.trim() || !showsSomething(content)) {
      setError(NEWS_TEXTS.required);
      return;
    }
    await run(
      () => onSave({ title: title.trim(), content }),
      (failure) => {
        console.error('News not saved', failure);
        return errorMessage(failure, NEWS_TEXTS.saveFailed);
      },
    );
  };

  return (
    <Box component="form" sx={{ display: 'grid', gap: 2 }} onSubmit={(event) => { event.preventDefault(); void save(); }}>
      <TextField label={NEWS_TEXTS.title} value={title} onChange={(event) => setTitle(event.target.value)} inputProps={{ maxLength: 200 }} fullWidth />
      <LazyRichTextEditor value={content} onChange={setContent} toolbar="announcement" ariaLabel="Treść wieści" minHeight={200} onUploadImage={uploadDescriptionImage} />
      {error && <Alert severity="error">{error}</Alert>}
      <FormActions busy={busy} onCancel={onCancel} cancelLabel={NEWS_TEXTS.cancel} submitLabel={NEWS_TEXTS.save} />
    </Box>
  );
}
