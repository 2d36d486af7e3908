// KARTA POSTACI: basic information (age editable by editors), skills and flaws with their
// dialogs, the note about hidden entries, and 'Pobierz Kartę' (the card as a PDF, saved under the
// server's file name; the button spins and is disabled while it loads, a refusal is told).
import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import Download from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/Edit';
import type { FlawBody, SkillBody } from '@mrok/sdk';
import { errorMessage } from '@/lib/api';
import { palette } from '@/app/theme';
import type { CharacterView } from '../characters';
import { entryPayload, type EntryDraft, type EntryKind } from '../validation';
import { EMPTY_CARD, useCharacterCard } from '../api/useCharacterCard';
import { useDeleteCardEntry } from '../api/useDeleteCardEntry';
import { useSaveCardEntry } from '../api/useSaveCardEntry';
import { useUpdateCardAge } from '../api/useUpdateCardAge';
import { AgeDialog } from './AgeDialog';
import { CardEntryDialog, ENTRY_WORDS } from './CardEntryDialog';
import { CardEntryList } from './CardEntryList';
import type { CharacterRights } from './CharacterHeader';
import { ConfirmDialog } from '@/shared/components/ConfirmDialog';
import { useNotify } from '@/shared/components/Notice';
import { BusyButton } from '@/shared/components/BusyButton';
import { downloadCardPdf } from '../api/downloadCardPdf';

/** Shown when the PDF could not be fetched and the server said nothing. */
export const CARD_DOWNLOAD_FAILED = 'Nie udało się pobrać karty postaci';

type Entry = SkillBody | FlawBody;

type CardDialog =
  | { type: 'entry'; kind: EntryKind; entry: Entry | null }
  | { type: 'delete'; kind: EntryKind; entry: Entry }
  | { type: 'age' }
  | null;

const TEXTS = {
  skill: {
    added: 'Umiejętność została dodana!',
    updated: 'Umiejętność została zaktualizowana!',
    deleted: 'Umiejętność została usunięta!',
    saveFailed: 'Nie udało się zapisać umiejętności',
    deleteFailed: 'Nie udało się usunąć umiejętności',
    confirm: 'Czy na pewno chcesz usunąć tę umiejętność?',
    heading: 'Umiejętności',
  },
  flaw: {
    added: 'Wada została dodana!',
    updated: 'Wada została zaktualizowana!',
    deleted: 'Wada została usunięta!',
    saveFailed: 'Nie udało się zapisać wady',
    deleteFailed: 'Nie udało się usunąć wady',
    confirm: 'Czy na pewno chcesz usunąć tę wadę?',
    heading: 'Wady',
  },
} as const;

function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ mb: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', mb: 1.5,
        borderBottom: 1, borderColor: 'divider', pb: 0.5 }}>
        <Typography component="h3" variant="h6" sx={{ color: palette.gold, fontSize: '1.05rem' }}>
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Box>
  );
}

export function CardTab({ character, rights }: { character: CharacterView; rights: CharacterRights }) {
  const notify = useNotify();
  const card = useCharacterCard(character.target);
  const save = useSaveCardEntry(character.target);
  const remove = useDeleteCardEntry(character.target);
  const age = useUpdateCardAge(character.target);
  const [dialog, setDialog] = useState<CardDialog>(null);
  const [downloading, setDownloading] = useState(false);

  const open = (next: CardDialog) => {
    save.reset();
    age.reset();
    setDialog(next);
  };
  const close = () => setDialog(null);

  if (card.isPending) {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 2 }}>
        <CircularProgress size={22} color="secondary" aria-hidden />
        <Typography color="text.secondary">Ładowanie karty postaci…</Typography>
      </Box>
    );
  }
  const data = card.data ?? EMPTY_CARD;

  const submitEntry = (kind: EntryKind, entry: Entry | null, draft: EntryDraft) => {
    save.mutate(
      { kind, entryId: entry?.id, form: entryPayload(kind, draft, rights.hiddenEntries) },
      {
        onSuccess: () => {
          notify.success(entry ? TEXTS[kind].updated : TEXTS[kind].added);
          close();
        },
      },
    );
  };

  const confirmDelete = (kind: EntryKind, entry: Entry) => {
    remove.mutate(
      { kind, entryId: entry.id },
      {
        onSuccess: () => notify.success(TEXTS[kind].deleted),
        onError: (failure) => notify.error(errorMessage(failure, TEXTS[kind].deleteFailed)),
        onSettled: close,
      },
    );
  };

  const submitAge = (value: number) => {
    age.mutate(value, {
      onSuccess: () => {
        notify.success('Wiek został zaktualizowany!');
        close();
      },
    });
  };

  const download = async () => {
    setDownloading(true);
    try {
      await downloadCardPdf(character.target);
    } catch (failure) {
      notify.error(errorMessage(failure, CARD_DOWNLOAD_FAILED));
    } finally {
      setDownloading(false);
    }
  };

  const shownAge = data.age ?? character.age;
  const addButton = (kind: EntryKind) =>
    rights.canEdit ? (
      <Button size="small" variant="outlined" color="secondary" startIcon={<Add />} onClick={() => open({ type: 'entry', kind, entry: null })}>
        {ENTRY_WORDS[kind].add}
      </Button>
    ) : undefined;

  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        <BusyButton variant="contained" startIcon={<Download />} busy={downloading} onClick={() => void download()}>
          Pobierz Kartę
        </BusyButton>
      </Box>

      <Section title="Informacje podstawowe">
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: 2, rowGap: 0.75, m: 0 }}>
          <Box component="dt" sx={{ color: palette.goldDim }}>Imię</Box>
          <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>{data.name || character.name}</Box>
          <Box component="dt" sx={{ color: palette.goldDim, alignSelf: 'center' }}>Wiek</Box>
          <Box component="dd" sx={{ m: 0, display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <span data-testid="card-age">{shownAge ?? 'Nie podano'}</span>
            {rights.canEdit && (
              <IconButton size="small" aria-label="Zmień wiek" onClick={() => open({ type: 'age' })}>
                <EditIcon fontSize="small" />
              </IconButton>
            )}
          </Box>
          <Box component="dt" sx={{ color: palette.goldDim }}>Rasa</Box>
          <Box component="dd" sx={{ m: 0 }}>{character.race || '—'}</Box>
          <Box component="dt" sx={{ color: palette.goldDim }}>Płeć</Box>
          <Box component="dd" sx={{ m: 0 }}>{character.gender || '—'}</Box>
          <Box component="dt" sx={{ color: palette.goldDim }}>Magia</Box>
          <Box component="dd" sx={{ m: 0 }}>{data.magic || character.magic || 'Nie wybrano'}</Box>
        </Box>
      </Section>

      {/* Everyone who does not see hidden entries, whether or not this card hides anything (spec 1: that is not told). */}
      {data.loaded && !rights.hiddenEntries && (
        <Alert severity="info" variant="outlined" sx={{ mb: 3 }} data-testid="hidden-note">
          Niektóre umiejętności lub wady mogą być ukryte — widzi je tylko administracja.
        </Alert>
      )}

      {(['skill', 'flaw'] as const).map((kind) => (
        <Section key={kind} title={TEXTS[kind].heading} action={addButton(kind)}>
          <CardEntryList
            kind={kind}
            entries={kind === 'skill' ? data.skills : data.flaws}
            canEdit={rights.canEdit}
            onEdit={(entry) => open({ type: 'entry', kind, entry })}
            onDelete={(entry) => open({ type: 'delete', kind, entry })}
          />
        </Section>
      ))}

      {dialog?.type === 'entry' && (
        <CardEntryDialog
          kind={dialog.kind}
          entry={dialog.entry}
          canHide={rights.hiddenEntries}
          busy={save.isPending}
          error={save.isError ? errorMessage(save.error, TEXTS[dialog.kind].saveFailed) : null}
          onSubmit={(draft) => submitEntry(dialog.kind, dialog.entry, draft)}
          onClose={close}
        />
      )}
      {dialog?.type === 'age' && (
        <AgeDialog
          age={shownAge ?? null}
          busy={age.isPending}
          error={age.isError ? errorMessage(age.error, 'Nie udało się zaktualizować wieku') : null}
          onSubmit={submitAge}
          onClose={close}
        />
      )}
      {dialog?.type === 'delete' && (
        <ConfirmDialog
          open
          title={dialog.kind === 'skill' ? 'Usuwanie umiejętności' : 'Usuwanie wady'}
          busy={remove.isPending}
          onCancel={close}
          onConfirm={() => confirmDelete(dialog.kind, dialog.entry)}
        >
          {TEXTS[dialog.kind].confirm}
          <Box component="strong" sx={{ display: 'block', mt: 1, color: palette.bone, overflowWrap: 'anywhere' }}>
            {dialog.entry.name}
          </Box>
        </ConfirmDialog>
      )}
    </Box>
  );
}
