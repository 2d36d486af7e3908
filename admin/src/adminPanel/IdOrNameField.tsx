// An admin tool's ID field that also finds characters by name (issue 49 point 5). Digits stay the
// ID as before (the tool checks it as it always did). A name (2+ characters with a letter and no
// digit), once typing settles (200 ms), asks GET /api/characters/suggest (a name or a word of it
// starting so, case and Polish letters aside, at most 8) and lists the characters under the field,
// a combobox: arrows move (the first arrow down reaches the first character), Enter or a click
// picks, Escape closes; Enter on a name nobody highlighted picks nothing. A pick fills the field with the
// ID the field wants: the account's for a player field, the character's for a secondary
// character's field (which lists secondary characters only).
import { useEffect, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { CharactersService, type CharacterSuggestion } from '@mrok/sdk';
import { errorMessage } from '../lib/api';

export const ID_OR_NAME_TEXTS = {
  hint: 'Wpisz imię postaci albo ID',
  noCharacter: 'Nie znaleziono postaci o takim imieniu',
  secondary: '(postać poboczna)',
  searchFailed: 'Nie udało się wyszukać postaci.',
} as const;

/** Typing settles this long before the server is asked. */
export const SUGGEST_DEBOUNCE_MS = 200;
/** The server takes names up to this long. */
const SUGGEST_MAX_CHARS = 40;

/** The name to look up: 2+ characters with a letter and no digit, else null (an ID, '-3', '1e3'…). */
export function nameTerm(raw: string): string | null {
  const term = raw.trim();
  if (/\d/.test(term) || !/\p{L}/u.test(term) || [...term].length < 2) return null;
  return [...term].slice(0, SUGGEST_MAX_CHARS).join('');
}

interface Found {
  term: string;
  items: CharacterSuggestion[];
  /** The server's message when the search failed (429: wait a moment). */
  failure: string | null;
}

export function IdOrNameField({
  label,
  value,
  onChange,
  forget,
  wants = 'user',
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** What a new value puts away: what was loaded for the old one. */
  forget?: () => void;
  /** Which ID a pick fills in: the account's, or the (secondary) character's. */
  wants?: 'user' | 'character';
}) {
  const [found, setFound] = useState<Found | null>(null);
  const term = nameTerm(value);

  useEffect(() => {
    if (term === null) return;
    let live = true;
    const timer = setTimeout(() => {
      CharactersService.suggestCharacters({ q: term }).then(
        (items) => {
          if (live) setFound({ term, items, failure: null });
        },
        (failure: unknown) => {
          if (live) setFound({ term, items: [], failure: errorMessage(failure, ID_OR_NAME_TEXTS.searchFailed) });
        },
      );
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [term]);

  const current = term !== null && found?.term === term ? found : null;
  const options = (current?.items ?? []).filter((s) => wants === 'user' || !s.main);
  const idOf = (s: CharacterSuggestion) => String(wants === 'user' ? s.userId : s.id);
  const status = current === null ? null : (current.failure ?? (options.length === 0 ? ID_OR_NAME_TEXTS.noCharacter : null));

  const change = (text: string) => {
    onChange(text);
    forget?.();
  };

  return (
    <Autocomplete<CharacterSuggestion, false, false, true>
      freeSolo
      value={null}
      inputValue={value}
      options={options}
      // The server has matched the name already; the field's text is no option's label.
      filterOptions={(all) => all}
      getOptionLabel={(option) => (typeof option === 'string' ? option : idOf(option))}
      getOptionKey={(option) => (typeof option === 'string' ? option : `${option.main ? 'main' : 'secondary'}-${option.id}`)}
      onInputChange={(_, text, reason) => {
        if (reason === 'input' || reason === 'clear') change(text);
      }}
      onChange={(_, picked) => {
        if (picked && typeof picked !== 'string') change(idOf(picked));
      }}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          {option.name}
          {!option.main && <span style={{ opacity: 0.7, marginLeft: '0.4em' }}>{ID_OR_NAME_TEXTS.secondary}</span>}
        </li>
      )}
      sx={{ width: { xs: '100%', sm: 260 } }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          size="small"
          error={current?.failure != null}
          helperText={status ?? ID_OR_NAME_TEXTS.hint}
          inputProps={{ ...params.inputProps, maxLength: SUGGEST_MAX_CHARS }}
        />
      )}
    />
  );
}
