// Creating a secondary character (owner only): name, age (optional, 1–9999), race, gender,
// magic. A second submission is blocked while the first is on its way.
import { useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { BusyButton } from '../../../shared/components/BusyButton';
import { errorMessage } from '../../../lib/api';
import type { SecondarySlot } from '../characters';
import {
  EMPTY_SECONDARY,
  GENDERS,
  LIMITS,
  MAGIC_CHOICES,
  RACES,
  secondaryError,
  secondaryPayload,
  type SecondaryDraft,
} from '../validation';
import { useCreateSecondary } from '../api/useCreateSecondary';
import { useNotify } from '../../../shared/components/Notice';

interface CreateSecondaryDialogProps {
  slot: SecondarySlot;
  userId: number;
  onClose: () => void;
  /** The slot the new character took. */
  onCreated: (slot: number) => void;
}

function Choice({ label, value, options, onChange }: { label: string; value: string; options: readonly string[]; onChange: (value: string) => void }) {
  return (
    <TextField select label={label} value={value} onChange={(event) => onChange(event.target.value)} required slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
      <option value="">— wybierz —</option>
      {options.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </TextField>
  );
}

/** Mounted while open, so every opening starts from an empty form. */
export function CreateSecondaryDialog({ slot, userId, onClose, onCreated }: CreateSecondaryDialogProps) {
  const notify = useNotify();
  const create = useCreateSecondary();
  const [draft, setDraft] = useState<SecondaryDraft>(EMPTY_SECONDARY);
  const [problem, setProblem] = useState<string | null>(null);
  const sending = useRef(false);

  const change = (patch: Partial<SecondaryDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setProblem(null);
    if (create.isError) create.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending.current || create.isPending) return;
    const found = secondaryError(draft);
    setProblem(found);
    if (found) return;
    sending.current = true;
    create.mutate(secondaryPayload(userId, draft), {
      onSuccess: (answer) => {
        notify.success('Postać poboczna została utworzona pomyślnie!');
        onCreated(answer.character?.characterNumber ?? slot);
      },
      onSettled: () => {
        sending.current = false;
      },
    });
  };

  const close = () => {
    if (!create.isPending) onClose();
  };
  const shown = problem ?? (create.isError ? errorMessage(create.error, 'Nie udało się utworzyć postaci pobocznej') : null);

  return (
    <Dialog open onClose={close} fullWidth maxWidth="sm" aria-labelledby="create-secondary-title" aria-describedby="create-secondary-text">
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id="create-secondary-title">Nowa postać poboczna ({slot})</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <DialogContentText id="create-secondary-text">
            Możesz mieć najwyżej dwie postacie poboczne. Zdolności magiczne wybierasz raz.
          </DialogContentText>
          <TextField
            label="Imię postaci"
            value={draft.name}
            onChange={(event) => change({ name: event.target.value })}
            autoFocus
            required
            slotProps={{ htmlInput: { maxLength: 60 } }}
          />
          <TextField
            label="Wiek (opcjonalnie)"
            type="number"
            value={draft.age}
            onChange={(event) => change({ age: event.target.value })}
            slotProps={{ htmlInput: { min: LIMITS.ageMin, max: LIMITS.ageMax, step: 1, inputMode: 'numeric' } }}
          />
          <Choice label="Rasa" value={draft.race} options={RACES} onChange={(race) => change({ race })} />
          <Choice label="Płeć" value={draft.gender} options={GENDERS} onChange={(gender) => change({ gender })} />
          <Choice label="Zdolności magiczne" value={draft.magic} options={MAGIC_CHOICES} onChange={(magic) => change({ magic })} />
          {shown && (
            <Alert severity="error" role="alert">
              {shown}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} color="secondary" disabled={create.isPending}>
            Anuluj
          </Button>
          <BusyButton type="submit" variant="contained" busy={create.isPending}>
            Stwórz postać
          </BusyButton>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
