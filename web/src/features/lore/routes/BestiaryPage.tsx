// /home/bestiary, 'Bestiariusz' (spec 3 §2.4): a search box with an autocomplete dropdown, the
// categories as folds listing their beasts, 'Bestie bez kategorii', an empty state; a beast opens
// in a modal on a window at least 800 px tall, otherwise inline. Admins and game masters add, edit
// and delete categories and beasts; a category's deletion asks twice when beasts go with it.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Beast, BestiaryCategory, LoreHit } from '@mrok/sdk';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { errorMessage } from '@/lib/api';
import { ConfirmDialog } from '@/shared/components/ConfirmDialog';
import { polishPlural } from '@/shared/plural';
import { useCan } from '@/shared/access/can';
import { beastsQuery, categoriesQuery, useBestiaryWrites } from '../api/bestiary';
import { beastItem, groupBeasts, sectionOf, type SectionKey } from '../bestiaryModel';
import { toggledEntry, useDetailMode } from '../detailMode';
import { BESTIARY_TEXTS, LORE_TEXTS } from '../texts';
import { scrollToEntry, useAddressedEntry } from '../useAddressedEntry';
import { BeastForm, CategoryForm } from '../components/bestiary/BestiaryForms';
import { CategorySection } from '../components/bestiary/CategorySection';
import { EntryCard } from '../components/EntryCard';
import { EntryDetails } from '../components/EntryDetails';
import { EntryModal } from '../components/EntryModal';
import { LoreSearchBox } from '../components/LoreSearchBox';

/** At most this many hits in the bestiary's dropdown (spec 3 §9). */
export const BESTIARY_SEARCH_LIMIT = 5;
const SCOPE = 'bestiary';

type FormState = null | { kind: 'category'; category?: BestiaryCategory } | { kind: 'beast'; beast?: Beast };
type Deleting =
  | null
  | { kind: 'beast'; beast: Beast }
  | { kind: 'category'; category: BestiaryCategory; beasts: number; step: 1 | 2 };

export default function BestiaryPage() {
  const canEdit = useCan('editBestiary');
  const categories = useQuery(categoriesQuery);
  const beasts = useQuery(beastsQuery);
  const writes = useBestiaryWrites();
  const mode = useDetailMode('height');
  const [collapsed, setCollapsed] = useState<Set<SectionKey>>(() => new Set());
  const [openId, setOpenId] = useState<number | null>(null);
  const [form, setForm] = useState<FormState>(null);
  const [deleting, setDeleting] = useState<Deleting>(null);
  const [error, setError] = useState<string | null>(null);
  const formRef = useRef<HTMLDivElement>(null);
  const loadError = categories.error ?? beasts.error;
  // A failed load is only logged (spec 3 §8).
  useEffect(() => {
    if (loadError) console.error('Bestiary: the lists did not load', loadError);
  }, [loadError]);
  const lastOpened = useRef<Beast | null>(null);

  const grouped = useMemo(
    () => (categories.data && beasts.data ? groupBeasts(categories.data, beasts.data) : null),
    [categories.data, beasts.data],
  );
  const opened = beasts.data?.find((beast) => beast.id === openId) ?? null;
  if (opened) lastOpened.current = opened;
  const shown = opened ?? lastOpened.current;

  /** Opens a beast (a search hit, an address): its fold opens too, and the page goes to it. */
  const openBeast = useCallback(
    (id: number) => {
      const beast = beasts.data?.find((b) => b.id === id);
      if (!beast || !grouped) return;
      const section = sectionOf(beast, grouped);
      setCollapsed((previous) => {
        const next = new Set(previous);
        next.delete(section);
        return next;
      });
      setOpenId(id);
      scrollToEntry(SCOPE, id);
    },
    [beasts.data, grouped],
  );
  const addressed = useAddressedEntry(grouped ? beasts.data?.map((b) => b.id) : undefined, openBeast);

  const toggleSection = (key: SectionKey) =>
    setCollapsed((previous) => {
      const next = new Set(previous);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  const openForm = (next: FormState) => {
    setOpenId(null);
    setError(null);
    setForm(next);
    requestAnimationFrame(() => formRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' }));
  };

  const runDelete = async (action: () => Promise<unknown>) => {
    try {
      await action();
      setError(null);
    } catch (failure) {
      console.error('Bestiary: not deleted', failure);
      setError(errorMessage(failure, LORE_TEXTS.deleteFailed));
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    if (deleting.kind === 'category' && deleting.step === 1 && deleting.beasts > 0) {
      setDeleting({ ...deleting, step: 2 });
      return;
    }
    if (deleting.kind === 'beast') {
      const { beast } = deleting;
      await runDelete(() => writes.removeBeast.mutateAsync(beast.id));
      if (openId === beast.id) setOpenId(null);
    } else {
      const { category } = deleting;
      await runDelete(() => writes.removeCategory.mutateAsync(category.id));
      if (form?.kind === 'category' && form.category?.id === category.id) setForm(null);
    }
    setDeleting(null);
  };

  const beastCard = (beast: Beast) => (
    <EntryCard
      key={beast.id}
      scope={SCOPE}
      item={beastItem(beast)}
      mode={mode}
      expanded={openId === beast.id}
      onOpen={() => setOpenId((open) => toggledEntry(open, beast.id, mode))}
      canEdit={canEdit}
      onEdit={() => openForm({ kind: 'beast', beast })}
      onDelete={() => setDeleting({ kind: 'beast', beast })}
      titleComponent="h3"
    />
  );

  const loading = categories.isPending || beasts.isPending;
  const failed = categories.isError || beasts.isError;
  const empty = grouped !== null && grouped.groups.length === 0 && grouped.uncategorized.length === 0;

  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Typography component="h1" variant="h4" sx={{ fontSize: { xs: '1.6rem', sm: '2.1rem' } }}>
          {BESTIARY_TEXTS.heading}
        </Typography>
        {canEdit && !form && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button variant="outlined" color="secondary" startIcon={<AddIcon />} onClick={() => openForm({ kind: 'category' })}>
              {BESTIARY_TEXTS.addCategory}
            </Button>
            {(categories.data?.length ?? 0) > 0 && (
              <Button variant="outlined" color="secondary" startIcon={<AddIcon />} onClick={() => openForm({ kind: 'beast' })}>
                {BESTIARY_TEXTS.addBeast}
              </Button>
            )}
          </Box>
        )}
      </Box>
      <Box sx={{ maxWidth: 560 }}>
        <LoreSearchBox scope="bestiary" limit={BESTIARY_SEARCH_LIMIT} label={BESTIARY_TEXTS.search} onChoose={(hit: LoreHit) => openBeast(hit.id)} />
      </Box>
      {form && (
        <Box ref={formRef} sx={{ scrollMarginTop: 16 }}>
          {form.kind === 'category' ? (
            <CategoryForm
              key={form.category?.id ?? 'new'}
              category={form.category}
              onSave={async (draft) => {
                await writes.saveCategory.mutateAsync({ id: form.category?.id, draft });
                setForm(null);
              }}
              onCancel={() => setForm(null)}
            />
          ) : (
            <BeastForm
              key={form.beast?.id ?? 'new'}
              beast={form.beast}
              categories={categories.data ?? []}
              onSave={async (draft) => {
                await writes.saveBeast.mutateAsync({ id: form.beast?.id, draft });
                setForm(null);
              }}
              onCancel={() => setForm(null)}
            />
          )}
        </Box>
      )}
      {error && (
        <Alert severity="error" onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      {addressed.missing && (
        <Alert severity="info" onClose={addressed.dismiss}>
          {LORE_TEXTS.notFound}
        </Alert>
      )}
      {loading && !failed && (
        <Typography color="text.secondary" role="status">
          {LORE_TEXTS.loading}
        </Typography>
      )}
      {empty && <Typography color="text.secondary">{BESTIARY_TEXTS.empty}</Typography>}
      {grouped?.groups.map(({ category, beasts: inCategory }) => (
        <CategorySection
          key={category.id}
          category={category}
          beasts={inCategory}
          expanded={!collapsed.has(category.id)}
          onToggle={() => toggleSection(category.id)}
          canEdit={canEdit}
          onEdit={() => openForm({ kind: 'category', category })}
          onDelete={() => setDeleting({ kind: 'category', category, beasts: inCategory.length, step: 1 })}
        >
          {inCategory.map(beastCard)}
        </CategorySection>
      ))}
      {grouped && grouped.uncategorized.length > 0 && (
        <CategorySection
          category={null}
          beasts={grouped.uncategorized}
          expanded={!collapsed.has('none')}
          onToggle={() => toggleSection('none')}
          canEdit={canEdit}
        >
          {grouped.uncategorized.map(beastCard)}
        </CategorySection>
      )}
      {mode === 'modal' && (
        <EntryModal open={opened !== null} title={shown?.title ?? ''} onClose={() => setOpenId(null)}>
          {shown && <EntryDetails item={beastItem(shown)} />}
        </EntryModal>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={
          deleting?.kind === 'beast'
            ? BESTIARY_TEXTS.deleteBeastQuestion
            : deleting?.step === 2
              ? BESTIARY_TEXTS.deleteCategoryBeastsTitle
              : BESTIARY_TEXTS.deleteCategoryQuestion
        }
        busy={writes.removeBeast.isPending || writes.removeCategory.isPending}
        confirmLabel={LORE_TEXTS.remove}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      >
        {deleting?.kind === 'beast' && `„${deleting.beast.title}”`}
        {deleting?.kind === 'category' &&
          (deleting.step === 2
            ? BESTIARY_TEXTS.deleteCategoryBeasts(deleting.beasts, polishPlural(deleting.beasts, 'bestię', 'bestie', 'bestii'))
            : `„${deleting.category.title}”`)}
      </ConfirmDialog>
    </Box>
  );
}
