// The inline entry form (spec 3 §2.3), for the entry lists and the bestiary alike: a required
// title, an optional cover file on the collections with covers ('Wybrano: file name'), the shared
// editor with the full toolbar (its 'Konfiguracja obrazka' dialog; images from the computer are
// uploaded, never inlined), Zapisz and Anuluj. What is written is checked by the caller's rule
// (spec 3 §5); a failed save shows the server's message, or the spec's (§8).
import { useId, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import ImageIcon from '@mui/icons-material/Image';
import { errorMessage } from '@/lib/api';
import { uploadDescriptionImage } from '@/shared/api/uploadDescriptionImage';
import { FormActions } from '@/shared/components/FormActions';
import { useAction } from '@/shared/components/useAction';
import { showsSomething } from '@/shared/editor/displayHtml';
import { LazyRichTextEditor } from '@/shared/editor/LazyRichTextEditor';
import { wrapAnywhere } from '@/shared/theme/textFit';
import type { LoreDraft } from '../api/contentApi';
import { LORE_TEXTS } from '../texts';

/** A chosen cover: an image file, or the spec's refusal (spec 3 §5). */
export function checkCover(file: File): string | null {
  return file.type.startsWith('image/') ? null : LORE_TEXTS.notAnImage;
}

/** The entry lists' rule (spec 3 §5): title and text non-empty after trimming, else `required`. */
export const titleAndBodyRequired =
  (required: string) =>
  ({ title, body }: { title: string; body: string }): string | null =>
    !title.trim() || !showsSomething(body) ? required : null;

export interface EntryFormConfig {
  /** A cover file chooser (collections with covers). */
  cover: boolean;
  bodyLabel: string;
  saveFailed: string;
}

interface EntryFormProps {
  config: EntryFormConfig;
  heading: string;
  initial?: { title: string; body: string; hasCover?: boolean };
  /** The refusal of what was written, or null to save. */
  validate: (draft: { title: string; body: string }) => string | null;
  onSave: (draft: LoreDraft) => Promise<unknown>;
  onCancel: () => void;
  /** Fields of the form's own between the title and the text (the beast's category). */
  children?: ReactNode;
}

export function EntryForm({ config, heading, initial, validate, onSave, onCancel, children }: EntryFormProps) {
  const headingId = useId();
  const [title, setTitle] = useState(initial?.title ?? '');
  const [body, setBody] = useState(initial?.body ?? '');
  const [cover, setCover] = useState<File | null>(null);
  const [dropCover, setDropCover] = useState(false);
  const { busy, error, setError, run } = useAction();

  const save = async () => {
    const refusal = validate({ title, body });
    if (refusal) {
      setError(refusal);
      return;
    }
    await run(
      () => onSave({ title: title.trim(), body, cover: config.cover ? cover : null, removeCover: config.cover && !cover && dropCover }),
      (failure) => {
        console.error('Lore entry not saved', failure);
        return errorMessage(failure, config.saveFailed);
      },
    );
  };

  const chooseCover = (file: File | undefined) => {
    if (!file) return;
    const refusal = checkCover(file);
    if (refusal) {
      setError(refusal);
      return;
    }
    setError(null);
    setCover(file);
    setDropCover(false);
  };

  return (
    <Paper
      component="form"
      aria-labelledby={headingId}
      noValidate
      data-testid="lore-entry-form"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}
    >
      <Typography id={headingId} component="h2" variant="h6" sx={wrapAnywhere}>
        {heading}
      </Typography>
      <TextField label={LORE_TEXTS.title} required value={title} onChange={(event) => setTitle(event.target.value)} slotProps={{ htmlInput: { maxLength: 200 } }} />
      {children}
      {config.cover && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
          <Button component="label" variant="outlined" color="secondary" startIcon={<ImageIcon />}>
            {LORE_TEXTS.chooseCover}
            <input
              hidden
              type="file"
              accept="image/*"
              data-testid="lore-cover-input"
              onChange={(event) => {
                chooseCover(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </Button>
          {cover ? (
            <Typography component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, wordBreak: 'break-all' }}>
              {LORE_TEXTS.chosen(cover.name)}
              <IconButton size="small" aria-label={LORE_TEXTS.removeCover} onClick={() => setCover(null)}>
                <CloseIcon fontSize="small" />
              </IconButton>
            </Typography>
          ) : (
            initial?.hasCover && (
              <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'inline-flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
                {dropCover ? LORE_TEXTS.coverDropped : LORE_TEXTS.keepsCover}
                <Button size="small" color="secondary" onClick={() => setDropCover(!dropCover)}>
                  {dropCover ? LORE_TEXTS.keepCover : LORE_TEXTS.dropCover}
                </Button>
              </Typography>
            )
          )}
        </Box>
      )}
      <LazyRichTextEditor
        value={body}
        onChange={setBody}
        toolbar="full"
        ariaLabel={config.bodyLabel}
        placeholder={config.bodyLabel}
        minHeight={220}
        maxHeight={560}
        highlightAsterisks
        onUploadImage={uploadDescriptionImage}
        onSubmit={() => void save()}
      />
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <FormActions busy={busy} onCancel={onCancel} cancelLabel={LORE_TEXTS.cancel} submitLabel={LORE_TEXTS.save} />
    </Paper>
  );
}
