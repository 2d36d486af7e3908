// One dialog for adding or editing a skill (name, level 1–6, description) or a flaw (name,
// description); the hidden checkbox shows to admins only.
import { useState, type FormEvent } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import type { FlawBody, SkillBody } from '@mrok/sdk';
import { FormDialog } from '@/shared/components/FormDialog';
import { EMPTY_ENTRY, LIMITS, entryError, type EntryDraft, type EntryKind } from '../validation';

export const ENTRY_WORDS = {
  skill: { add: 'Dodaj umiejętność', edit: 'Edytuj umiejętność', hidden: 'Ukryta umiejętność (widoczna tylko dla administracji)' },
  flaw: { add: 'Dodaj wadę', edit: 'Edytuj wadę', hidden: 'Ukryta wada (widoczna tylko dla administracji)' },
} as const;

interface CardEntryDialogProps {
  kind: EntryKind;
  /** The entry being edited; a new one when null. */
  entry: SkillBody | FlawBody | null;
  /** hiddenCardEntries: the hidden checkbox shows. */
  canHide: boolean;
  busy: boolean;
  /** A server error to show. */
  error: string | null;
  onSubmit: (draft: EntryDraft) => void;
  onClose: () => void;
}

function draftOf(entry: SkillBody | FlawBody | null): EntryDraft {
  if (!entry) return EMPTY_ENTRY;
  return {
    name: entry.name,
    level: 'level' in entry ? String(entry.level) : EMPTY_ENTRY.level,
    description: entry.description,
    hidden: entry.hidden,
  };
}

/** Mounted while open, so every opening starts from the entry (or empty). */
export function CardEntryDialog({ kind, entry, canHide, busy, error, onSubmit, onClose }: CardEntryDialogProps) {
  const [draft, setDraft] = useState<EntryDraft>(() => draftOf(entry));
  const [problem, setProblem] = useState<string | null>(null);
  const [start] = useState(() => draftOf(entry));
  const words = ENTRY_WORDS[kind];
  const title = entry ? words.edit : words.add;

  const change = (patch: Partial<EntryDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setProblem(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = entryError(kind, draft);
    setProblem(found);
    if (!found) onSubmit(draft);
  };

  return (
    <FormDialog
      titleId="entry-dialog-title"
      title={title}
      dirty={JSON.stringify(draft) !== JSON.stringify(start)}
      busy={busy}
      onSubmit={submit}
      onClose={onClose}
      error={problem ?? error}
      cancelLabel="Anuluj"
      submitLabel={entry ? 'Zapisz' : 'Dodaj'}
    >
      <TextField
        label="Nazwa"
        value={draft.name}
        onChange={(event) => change({ name: event.target.value })}
        autoFocus
        required
        slotProps={{ htmlInput: { maxLength: LIMITS.entryNameChars } }}
      />
      {kind === 'skill' && (
        <TextField
          label="Poziom (1–6)"
          type="number"
          value={draft.level}
          onChange={(event) => change({ level: event.target.value })}
          required
          slotProps={{ htmlInput: { min: LIMITS.levelMin, max: LIMITS.levelMax, step: 1, inputMode: 'numeric' } }}
        />
      )}
      <TextField
        label="Opis"
        value={draft.description}
        onChange={(event) => change({ description: event.target.value })}
        multiline
        minRows={3}
        slotProps={{ htmlInput: { maxLength: LIMITS.entryDescriptionChars } }}
      />
      {canHide && (
        <FormControlLabel
          control={<Checkbox checked={draft.hidden} onChange={(event) => change({ hidden: event.target.checked })} />}
          label={words.hidden}
        />
      )}
    </FormDialog>
  );
}
