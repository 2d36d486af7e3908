// The one entry list of the wiki (spec 3 §2.2), configured by a collection's row: the cards, the
// opened entry (a modal, or inline — detailMode.ts), the full-screen image view where the
// collection has one, and for admins the add button, the inline form and per-card Edytuj/Usuń
// (deleting after a confirmation in the spec's words). An entry named in the address opens.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { errorMessage } from '@/lib/api';
import { ConfirmDialog } from '@/shared/components/ConfirmDialog';
import { useCan } from '@/shared/access/can';
import type { LoreItem } from '../api/contentApi';
import { entriesQuery, useEntryWrites } from '../api/entries';
import type { CollectionConfig } from '../collections';
import { toggledEntry, useDetailMode } from '../detailMode';
import { LORE_TEXTS } from '../texts';
import { scrollToEntry, useAddressedEntry } from '../useAddressedEntry';
import { EntryCard } from './EntryCard';
import { EntryDetails } from './EntryDetails';
import { EntryForm, titleAndBodyRequired } from './EntryForm';
import { EntryModal } from './EntryModal';
import { ImageViewer, type ViewedImage } from './ImageViewer';
import { CARD_GRID_SX } from './layout';

/** The form's state (spec 3 §4): closed, or open to create (no id) or to edit an entry. */
type FormState = null | { item?: LoreItem };

interface EntryListProps {
  config: CollectionConfig;
  /** The list's heading, with its level: the page's h1, or a section's h2 inside a page. */
  heading: ReactNode;
  headingComponent?: 'h1' | 'h2';
}

export function EntryList({ config, heading, headingComponent = 'h1' }: EntryListProps) {
  const canEdit = useCan('editLore');
  const entries = useQuery(entriesQuery(config));
  const { save, remove } = useEntryWrites(config);
  const mode = useDetailMode(config.detailRule);
  const [openId, setOpenId] = useState<number | null>(null);
  const [form, setForm] = useState<FormState>(null);
  const [deleting, setDeleting] = useState<LoreItem | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [viewed, setViewed] = useState<ViewedImage | null>(null);
  const formRef = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const items = entries.data;
  const opened = items?.find((item) => item.id === openId) ?? null;
  // What the modal shows while it fades out after closing.
  const lastOpened = useRef<LoreItem | null>(null);
  if (opened) lastOpened.current = opened;
  const shown = opened ?? lastOpened.current;
  const enlarge = config.enlargeImages ? setViewed : undefined;

  // A failed load is only logged (spec 3 §8).
  useEffect(() => {
    if (entries.isError) console.error(`Lore: the list of ${config.key} did not load`, entries.error);
  }, [entries.isError, entries.error, config.key]);

  const addressed = useAddressedEntry(
    items?.map((item) => item.id),
    (id) => {
      setOpenId(id);
      scrollToEntry(config.key, id);
    },
  );

  useEffect(() => {
    if (form) formRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [form]);

  const startEdit = (item: LoreItem) => {
    setOpenId(null);
    setForm({ item });
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    const target = deleting;
    try {
      await remove.mutateAsync(target.id);
      setDeleteError(null);
      if (openId === target.id) setOpenId(null);
      if (form?.item?.id === target.id) setForm(null);
    } catch (failure) {
      console.error('Lore entry not deleted', failure);
      setDeleteError(errorMessage(failure, LORE_TEXTS.deleteFailed));
    } finally {
      setDeleting(null);
    }
  };

  return (
    <Box component="section" sx={{ display: 'grid', gap: 2, minWidth: 0 }} aria-labelledby={headingId}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Typography id={headingId} component={headingComponent} variant={headingComponent === 'h1' ? 'h4' : 'h5'} sx={headingComponent === 'h1' ? { fontSize: { xs: '1.6rem', sm: '2.1rem' } } : undefined}>
          {heading}
        </Typography>
        {canEdit && !form && (
          <Button variant="outlined" color="secondary" startIcon={<AddIcon />} onClick={() => setForm({})}>
            {config.addLabel}
          </Button>
        )}
      </Box>
      {form && (
        <Box ref={formRef} sx={{ scrollMarginTop: 16 }}>
          <EntryForm
            key={form.item?.id ?? 'new'}
            config={config}
            validate={titleAndBodyRequired(config.required)}
            heading={form.item ? `${LORE_TEXTS.edit}: ${form.item.title}` : config.addLabel}
            initial={form.item && { title: form.item.title, body: form.item.body, hasCover: Boolean(form.item.image) }}
            onSave={async (draft) => {
              await save.mutateAsync({ id: form.item?.id, draft });
              setForm(null);
            }}
            onCancel={() => setForm(null)}
          />
        </Box>
      )}
      {deleteError && (
        <Alert severity="error" onClose={() => setDeleteError(null)}>
          {deleteError}
        </Alert>
      )}
      {addressed.missing && (
        <Alert severity="info" onClose={addressed.dismiss}>
          {LORE_TEXTS.notFound}
        </Alert>
      )}
      {config.enlargeImages && items?.some((item) => /<img\b/i.test(item.body)) && (
        <Typography variant="body2" color="text.secondary">
          {LORE_TEXTS.enlargeHint}
        </Typography>
      )}
      {entries.isPending && (
        <Typography color="text.secondary" role="status">
          {LORE_TEXTS.loading}
        </Typography>
      )}
      {items && items.length === 0 && <Typography color="text.secondary">{LORE_TEXTS.empty}</Typography>}
      {items && items.length > 0 && (
        <Box sx={CARD_GRID_SX} data-testid="lore-list">
          {items.map((item) => (
            <EntryCard
              key={item.id}
              scope={config.key}
              item={item}
              mode={mode}
              expanded={openId === item.id}
              onOpen={() => setOpenId((open) => toggledEntry(open, item.id, mode))}
              canEdit={canEdit}
              onEdit={() => startEdit(item)}
              onDelete={() => setDeleting(item)}
              onEnlarge={enlarge}
              titleComponent={headingComponent === 'h1' ? 'h2' : 'h3'}
            />
          ))}
        </Box>
      )}
      {mode === 'modal' && (
        <EntryModal open={opened !== null} title={shown?.title ?? ''} onClose={() => setOpenId(null)}>
          {shown && <EntryDetails item={shown} onEnlarge={enlarge} />}
        </EntryModal>
      )}
      <ImageViewer image={viewed} onClose={() => setViewed(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title={config.deleteQuestion}
        busy={remove.isPending}
        confirmLabel={LORE_TEXTS.remove}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      >
        {deleting ? `„${deleting.title}”` : null}
      </ConfirmDialog>
    </Box>
  );
}
