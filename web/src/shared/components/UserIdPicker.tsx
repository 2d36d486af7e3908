// Accounts chosen by numeric user ID (spec 2 §5), one picker configured by its texts: the
// participants of a new session and the recipients of a new private message. The field takes
// digits only, 'Dodaj' is disabled while it is empty; an ID must be valid, not yet on the list,
// not one's own (for a session the owner is on the list already; a message cannot go to oneself)
// and belong to an existing account (looked up with GET /api/users/{id}). An ID handed in from
// outside (a new message's ?userId) goes through the same check once, as if typed and added, so
// its chip names the account as the server does.
import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PlayersService } from '@mrok/sdk';
import { errorMessage, errorStatus } from '@/lib/api';
import { shrinkingItems, wrappingChip } from '../theme/textFit';
import { BusyButton } from './BusyButton';

export interface ChosenUser {
  id: number;
  /** The account's main character name. */
  name: string;
}

export const USER_ID_ERRORS = {
  invalid: 'Podaj prawidłowe ID',
  listed: 'Ten użytkownik już jest na liście',
  notFound: 'Nie znaleziono użytkownika o takim ID',
} as const;

/** What is wrong with `raw` before asking the server, or null. */
export function userIdProblem(
  raw: string,
  ownId: number | null,
  chosen: ChosenUser[],
  selfError: string = USER_ID_ERRORS.listed,
): string | null {
  const id = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(id) || id <= 0) return USER_ID_ERRORS.invalid;
  if (id === ownId) return selfError;
  if (chosen.some((p) => p.id === id)) return USER_ID_ERRORS.listed;
  return null;
}

export interface UserIdPickerProps {
  ownId: number | null;
  value: ChosenUser[];
  onChange: (users: ChosenUser[]) => void;
  disabled?: boolean;
  /** The fieldset's legend ('Uczestnicy (opcjonalnie)', 'Odbiorcy'). */
  legend: string;
  /** Accessible name of the list of chosen accounts. */
  listLabel: string;
  /** What one's own ID is told (default: 'Ten użytkownik już jest na liście'). */
  selfError?: string;
  /** An ID to add when the picker opens, checked and named like one typed and added. */
  prefillId?: number | null;
}

export function UserIdPicker({ ownId, value, onChange, disabled = false, legend, listLabel, selfError, prefillId }: UserIdPickerProps) {
  const [input, setInput] = useState(prefillId ? String(prefillId) : '');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const add = async (typed = input) => {
    const raw = typed.trim();
    if (!raw || checking) return;
    const problem = userIdProblem(raw, ownId, value, selfError);
    if (problem) {
      setError(problem);
      return;
    }
    const id = Number(raw);
    setChecking(true);
    try {
      const { user } = await PlayersService.getUser({ id });
      onChange([...value, { id, name: user.nickname || `ID ${id}` }]);
      setInput('');
      setError(null);
    } catch (failure) {
      setError(errorStatus(failure) === 404 ? USER_ID_ERRORS.notFound : errorMessage(failure, USER_ID_ERRORS.notFound));
    } finally {
      setChecking(false);
    }
  };

  // The handed-in ID is looked up once, on opening; later changes of the list or the field are
  // the player's own (a ref, so a second run of the effect does not ask again).
  const prefilled = useRef(false);
  useEffect(() => {
    if (!prefillId || prefilled.current) return;
    prefilled.current = true;
    void add(String(prefillId));
  }, []);

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" sx={{ mb: 1, color: 'text.secondary' }}>
        {legend}
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
        <Box component="ul" aria-label={listLabel} sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1, ...shrinkingItems }}>
          {value.map((user) => (
            <li key={user.id}>
              <Chip
                label={`${user.name} (ID ${user.id})`}
                disabled={disabled}
                onDelete={() => onChange(value.filter((p) => p.id !== user.id))}
                sx={wrappingChip}
              />
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
