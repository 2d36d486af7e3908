// Creating a secondary character (owner only): name, age (optional, 1–9999), race, gender,
// magic. Every field says its own error under it, all at once, and the first one gets the focus;
// the server's refusal shows below the form. A second submission is blocked while the first is
// on its way; closing with something typed asks first.
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
import { BusyButton } from '@/shared/components/BusyButton';
import { errorMessage } from '@/lib/api';
import type { SecondarySlot } from '../characters';
import {
  EMPTY_SECONDARY,
  GENDERS,
  LIMITS,
  MAGIC_CHOICES,
  RACES,
  secondaryErrors,
  secondaryPayload,
  type SecondaryDraft,
  type SecondaryErrors,
} from '../validation';
import { useCreateSecondary } from '../api/useCreateSecondary';
import { useNotify } from '@/shared/components/Notice';
import { useConfirmDiscard } from '@/shared/components/useConfirmDiscard';

interface CreateSecondaryDialogProps {
  slot: SecondarySlot;
  userId: number;
  onClose: () => void;
  /** The slot the new character took. */
  onCreated: (slot: number) => void;
}

interface ChoiceProps {
  id: string;
  label: string;
  value: string;
  options: readonly string[];
  error?: string;
  onChange: (value: string) => void;
}

function Choice({ id, label, value, options, error, onChange }: ChoiceProps) {
  return (
    <TextField
      select
      id={id}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      required
      error={Boolean(error)}
      helperText={error}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
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
  const [errors, setErrors] = useState<SecondaryErrors>({});
  const sending = useRef(false);

  const change = (patch: Partial<SecondaryDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    // A field's error goes once it is changed; the others stay until the next try.
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !(field in patch))));
    if (create.isError) create.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending.current || create.isPending) return;
    const found = secondaryErrors(draft);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(`secondary-${first}`)?.focus();
      return;
    }
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

  const discard = useConfirmDiscard(JSON.stringify(draft) !== JSON.stringify(EMPTY_SECONDARY), onClose);
  const close = () => {
    if (!create.isPending) discard.requestClose();
  };
  const refused = create.isError ? errorMessage(create.error, 'Nie udało się utworzyć postaci pobocznej') : null;

  return (
    <Dialog open onClose={close} fullWidth maxWidth="sm" aria-labelledby="create-secondary-title" aria-describedby="create-secondary-text">
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id="create-secondary-title">Nowa postać poboczna ({slot})</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <DialogContentText id="create-secondary-text">
            Możesz mieć najwyżej dwie postacie poboczne. Zdolności magiczne wybierasz raz.
          </DialogContentText>
          <TextField
            id="secondary-name"
            label="Imię postaci"
            value={draft.name}
            onChange={(event) => change({ name: event.target.value })}
            autoFocus
            required
            error={Boolean(errors.name)}
            helperText={errors.name}
            slotProps={{ htmlInput: { maxLength: 60 } }}
          />
          <TextField
            id="secondary-age"
            label="Wiek (opcjonalnie)"
            type="number"
            value={draft.age}
            onChange={(event) => change({ age: event.target.value })}
            error={Boolean(errors.age)}
            helperText={errors.age}
            slotProps={{ htmlInput: { min: LIMITS.ageMin, max: LIMITS.ageMax, step: 1, inputMode: 'numeric' } }}
          />
          <Choice id="secondary-race" label="Rasa" value={draft.race} options={RACES} error={errors.race} onChange={(race) => change({ race })} />
          <Choice id="secondary-gender" label="Płeć" value={draft.gender} options={GENDERS} error={errors.gender} onChange={(gender) => change({ gender })} />
          <Choice
            id="secondary-magic"
            label="Zdolności magiczne"
            value={draft.magic}
            options={MAGIC_CHOICES}
            error={errors.magic}
            onChange={(magic) => change({ magic })}
          />
          {refused && (
            <Alert severity="error" role="alert">
              {refused}
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
      {discard.confirmation}
    </Dialog>
  );
}
