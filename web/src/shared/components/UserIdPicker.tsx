// Accounts chosen by user ID (spec 2 §5) or by a character's name (issue 49), one picker
// configured by its texts: the participants of a new session and the recipients of a new private
// message. 'Dodaj' is disabled while the field is empty.
//
// Digits are an ID: it must be valid, not yet on the list, not one's own (for a session the owner
// is on the list already; a message cannot go to oneself) and belong to an existing account
// (looked up with GET /api/users/{id}, whose answer names the chip). Anything else, from 2
// characters and once typing settles (200 ms), asks GET /api/characters/suggest (names or a word
// of them starting so, case and diacritics aside, at most 8) and lists the characters under the
// field, a combobox: arrows move, Enter (or 'Dodaj') picks, Escape closes, a click picks. One's own
// account and accounts already listed are left out. A pick adds its account's ID through the same
// checks as a typed one, so the chip names the account (a secondary character's player too).
// An ID handed in from outside (a new message's ?userId) goes through the same check once, as if
// typed and added, so its chip names the account as the server does.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CharactersService, PlayersService, type CharacterSuggestion } from '@mrok/sdk';
import { errorMessage, errorStatus } from '@/lib/api';
import { shrinkingItems, wrappingChip } from '../theme/textFit';
import { BusyButton } from './BusyButton';
import { SECONDARY_MARK, SuggestionPopup } from './SuggestionPopup';

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

export const PICKER_TEXTS = {
  /** The field's name (spec 2 §5 names none; an ID still works as before). */
  label: 'ID użytkownika',
  hint: 'Wpisz imię postaci albo ID gracza',
  noCharacter: 'Nie znaleziono postaci o takim imieniu',
  secondary: SECONDARY_MARK,
  searching: 'Szukam…',
  searchFailed: 'Nie udało się wyszukać postaci.',
  suggestions: 'Podpowiedzi postaci',
} as const;

/** Names are looked up from this many characters. */
export const SUGGEST_MIN_CHARS = 2;
/** The server takes names up to this long. */
export const SUGGEST_MAX_CHARS = 40;
/** Typing settles this long before the server is asked (one request per pause). */
export const SUGGEST_DEBOUNCE_MS = 200;

/** Whether the field holds an ID (digits only, spaces around aside): today's path. */
export const isIdInput = (raw: string) => /^\d+$/.test(raw.trim());

/** The name to look up: the trimmed text when it is no ID and long enough, else null. */
export function nameTerm(raw: string): string | null {
  const term = raw.trim();
  if (isIdInput(term)) return null;
  const chars = [...term];
  return chars.length >= SUGGEST_MIN_CHARS ? chars.slice(0, SUGGEST_MAX_CHARS).join('') : null;
}

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

interface Found {
  term: string;
  items: CharacterSuggestion[];
  /** The server's message when the search failed (429: wait a moment). */
  failure: string | null;
}

export function UserIdPicker({ ownId, value, onChange, disabled = false, legend, listLabel, selfError, prefillId }: UserIdPickerProps) {
  const listId = useId();
  const [input, setInput] = useState(prefillId ? String(prefillId) : '');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [found, setFound] = useState<Found | null>(null);
  const [active, setActive] = useState(0);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [anchor, setAnchor] = useState<HTMLDivElement | null>(null);

  const term = nameTerm(input);
  useEffect(() => {
    if (term === null) return;
    let live = true;
    const timer = setTimeout(() => {
      CharactersService.suggestCharacters({ q: term }).then(
        (items) => {
          if (!live) return;
          setFound({ term, items, failure: null });
          setActive(0);
        },
        (failure: unknown) => {
          if (live) setFound({ term, items: [], failure: errorMessage(failure, PICKER_TEXTS.searchFailed) });
        },
      );
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [term]);

  // The answer for what the field holds now; one's own account and those listed are left out.
  const current = term !== null && found?.term === term ? found : null;
  const options = (current?.items ?? []).filter((s) => s.userId !== ownId && !value.some((chosen) => chosen.id === s.userId));
  const activeIndex = options.length > 0 ? Math.min(active, options.length - 1) : -1;
  const open = focused && !dismissed && !disabled && term !== null;
  const expanded = open && options.length > 0;
  const status = !open ? null : current === null ? PICKER_TEXTS.searching : (current.failure ?? (options.length === 0 ? PICKER_TEXTS.noCharacter : null));

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

  const pick = (suggestion: CharacterSuggestion) => {
    setDismissed(true);
    void add(String(suggestion.userId));
  };

  /** Enter or 'Dodaj': an ID is added; a name adds the highlighted character, or says none is found. */
  const submit = (fromButton: boolean) => {
    if (!input.trim() || checking) return;
    if (isIdInput(input)) {
      void add();
      return;
    }
    const option = options[activeIndex];
    if (option && (fromButton || expanded)) {
      pick(option);
    } else if (option) {
      setDismissed(false);
    } else if (term === null || current !== null) {
      setError(current?.failure ?? PICKER_TEXTS.noCharacter);
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

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      submit(false);
    } else if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && term !== null) {
      event.preventDefault();
      if (!expanded) {
        setDismissed(false);
      } else {
        const step = event.key === 'ArrowDown' ? 1 : options.length - 1;
        setActive((activeIndex + step) % options.length);
      }
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      setDismissed(true);
    }
  };

  const optionId = (index: number) => `${listId}-${index}`;

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" sx={{ mb: 1, color: 'text.secondary' }}>
        {legend}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <TextField
          ref={setAnchor}
          size="small"
          label={PICKER_TEXTS.label}
          value={input}
          disabled={disabled}
          autoComplete="off"
          error={error !== null}
          helperText={error ?? PICKER_TEXTS.hint}
          onChange={(event) => {
            setInput(event.target.value);
            setError(null);
            setDismissed(false);
            setActive(0);
          }}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          onKeyDown={onKeyDown}
          slotProps={{
            htmlInput: {
              'aria-label': PICKER_TEXTS.label,
              role: 'combobox',
              'aria-autocomplete': 'list',
              'aria-expanded': expanded,
              'aria-controls': expanded ? listId : undefined,
              'aria-activedescendant': expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined,
              maxLength: SUGGEST_MAX_CHARS,
            },
          }}
          sx={{ width: { xs: '100%', sm: 260 } }}
        />
        <BusyButton variant="outlined" color="secondary" busy={checking} disabled={disabled || input.trim() === ''} onClick={() => submit(true)} sx={{ mt: 0.25 }}>
          Dodaj
        </BusyButton>
      </Box>
      <SuggestionPopup
        open={open}
        anchor={anchor}
        popperSx={{ zIndex: (theme) => theme.zIndex.modal - 50, width: anchor ? Math.max(anchor.clientWidth, 260) : undefined }}
        paperSx={{ maxHeight: '50vh', maxWidth: 'calc(100vw - 16px)' }}
        status={status}
        expanded={expanded}
        listId={listId}
        label={PICKER_TEXTS.suggestions}
        options={options}
        activeIndex={activeIndex}
        optionId={optionId}
        onPick={pick}
        onHover={setActive}
      />
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
