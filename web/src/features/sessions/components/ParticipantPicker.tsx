// Optional participants of a new session, added by numeric user ID (spec 2 §5): the field takes
// digits only, 'Dodaj' is disabled while it is empty; an ID must be valid, not yet on the list
// (oneself included, being the owner) and belong to an existing account.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PlayersService } from '@mrok/sdk';
import { errorMessage, errorStatus } from '../../../lib/api';
import { BusyButton } from '../../../shared/components/BusyButton';

export interface ChosenParticipant {
  id: number;
  /** The account's main character name. */
  name: string;
}

export const PARTICIPANT_ERRORS = {
  invalid: 'Podaj prawidłowe ID',
  listed: 'Ten użytkownik już jest na liście',
  notFound: 'Nie znaleziono użytkownika o takim ID',
} as const;

/** What is wrong with `raw` before asking the server, or null. */
export function participantIdProblem(raw: string, ownId: number | null, chosen: ChosenParticipant[]): string | null {
  const id = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(id) || id <= 0) return PARTICIPANT_ERRORS.invalid;
  if (id === ownId || chosen.some((p) => p.id === id)) return PARTICIPANT_ERRORS.listed;
  return null;
}

interface ParticipantPickerProps {
  ownId: number | null;
  value: ChosenParticipant[];
  onChange: (participants: ChosenParticipant[]) => void;
  disabled?: boolean;
}

export function ParticipantPicker({ ownId, value, onChange, disabled = false }: ParticipantPickerProps) {
  const [input, setInput] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const add = async () => {
    const raw = input.trim();
    if (!raw || checking) return;
    const problem = participantIdProblem(raw, ownId, value);
    if (problem) {
      setError(problem);
      return;
    }
    const id = Number(raw);
    setChecking(true);
    try {
      const user = await PlayersService.getUser({ id });
      onChange([...value, { id, name: user.nickname || `ID ${id}` }]);
      setInput('');
      setError(null);
    } catch (failure) {
      setError(errorStatus(failure) === 404 ? PARTICIPANT_ERRORS.notFound : errorMessage(failure, PARTICIPANT_ERRORS.notFound));
    } finally {
      setChecking(false);
    }
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" sx={{ mb: 1, color: 'text.secondary' }}>
        Uczestnicy (opcjonalnie)
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <TextField
          size="small"
          label="ID użytkownika"
          value={input}
          disabled={disabled}
          error={error !== null}
          helperText={error ?? ' '}
          onChange={(event) => {
            setInput(event.target.value.replace(/\D/g, ''));
            setError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void add();
            }
          }}
          slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', 'aria-label': 'ID użytkownika' } }}
          sx={{ width: { xs: '100%', sm: 220 } }}
        />
        <BusyButton variant="outlined" color="secondary" busy={checking} disabled={disabled || input === ''} onClick={() => void add()} sx={{ mt: 0.25 }}>
          Dodaj
        </BusyButton>
      </Box>
      {value.length > 0 && (
        <Box component="ul" aria-label="Dodani uczestnicy" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {value.map((participant) => (
            <li key={participant.id}>
              <Chip
                label={`${participant.name} (ID ${participant.id})`}
                disabled={disabled}
                onDelete={() => onChange(value.filter((p) => p.id !== participant.id))}
              />
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
