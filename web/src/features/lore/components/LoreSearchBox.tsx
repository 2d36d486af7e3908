// A search box with an autocomplete dropdown over GET /api/lore/search (spec 3 §2.4, §9): it asks
// from 2 characters, lists at most `limit` hits with their snippet, and closes 200 ms after the
// box loses focus (so a click on a hit still lands). The bestiary's box searches the bestiary (5
// hits), the shell's the whole wiki; what a chosen hit opens is the caller's business.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { LoreHit } from '@mrok/sdk';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { wrapAnywhere } from '@/shared/theme/textFit';
import type { SearchScope } from '../api/loreKeys';
import { searchQuery } from '../api/search';
import { hitPlace } from '../collections';
import { LORE_TEXTS } from '../texts';

/** The dropdown appears from this many characters (spec 3 §9). */
export const SEARCH_MIN_CHARS = 2;
/** It closes this long after the box loses focus (spec 3 §9). */
export const BLUR_CLOSE_MS = 200;
/** Typing settles this long before the server is asked (the spec is silent; one request per pause). */
export const SEARCH_DEBOUNCE_MS = 250;

/** What is searched for: the trimmed text, or null under the minimum length. */
export function searchTerm(input: string): string | null {
  const term = input.trim();
  return [...term].length >= SEARCH_MIN_CHARS ? term : null;
}

interface LoreSearchBoxProps {
  scope: SearchScope;
  limit: number;
  label: string;
  onChoose: (hit: LoreHit) => void;
  /** Each hit names the page it comes from (the whole-wiki search). */
  showPlace?: boolean;
  size?: 'small' | 'medium';
  autoFocus?: boolean;
}

export function LoreSearchBox({ scope, limit, label, onChoose, showPlace = false, size = 'medium', autoFocus = false }: LoreSearchBoxProps) {
  const listId = useId();
  const [input, setInput] = useState('');
  const [term, setTerm] = useState<string | null>(null);
  const [focused, setFocused] = useState(false);
  const [active, setActive] = useState(-1);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [anchor, setAnchor] = useState<HTMLDivElement | null>(null);

  useEffect(() => {
    const next = searchTerm(input);
    if (next === null) {
      setTerm(null);
      return;
    }
    const timer = setTimeout(() => setTerm(next), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input]);
  useEffect(() => () => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
  }, []);

  const results = useQuery({ ...searchQuery(scope, term ?? '', limit), enabled: term !== null, placeholderData: keepPreviousData });
  const hits = term !== null && searchTerm(input) !== null ? (results.data ?? []) : [];
  const open = focused && searchTerm(input) !== null;

  const choose = (hit: LoreHit) => {
    onChoose(hit);
    setInput('');
    setTerm(null);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (!open) return;
    if (event.key === 'ArrowDown' && hits.length > 0) {
      event.preventDefault();
      setActive((index) => (index + 1) % hits.length);
    } else if (event.key === 'ArrowUp' && hits.length > 0) {
      event.preventDefault();
      setActive((index) => (index <= 0 ? hits.length - 1 : index - 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const hit = hits[active] ?? hits[0];
      if (hit) choose(hit);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setFocused(false);
    }
  };

  const optionId = (index: number) => `${listId}-${index}`;
  const status =
    term === null || results.isPending || (results.isFetching && results.isPlaceholderData)
      ? LORE_TEXTS.searching
      : results.isError
        ? LORE_TEXTS.searchFailed
        : hits.length === 0
          ? LORE_TEXTS.noResults
          : null;

  return (
    <Box ref={setAnchor}>
      <TextField
        label={label}
        size={size}
        value={input}
        autoFocus={autoFocus}
        autoComplete="off"
        onChange={(event) => {
          setInput(event.target.value);
          setActive(-1);
          setFocused(true);
        }}
        onFocus={() => {
          if (closeTimer.current) clearTimeout(closeTimer.current);
          setFocused(true);
        }}
        onBlur={() => {
          if (closeTimer.current) clearTimeout(closeTimer.current);
          closeTimer.current = setTimeout(() => setFocused(false), BLUR_CLOSE_MS);
        }}
        onKeyDown={onKeyDown}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
          htmlInput: {
            role: 'combobox',
            'aria-autocomplete': 'list',
            'aria-expanded': open,
            'aria-controls': listId,
            'aria-activedescendant': open && active >= 0 ? optionId(active) : undefined,
            type: 'search',
          },
        }}
      />
      {/* In a layer of its own, so a scrolling sidebar or a top bar does not clip it. */}
      <Popper
        open={open && anchor !== null}
        anchorEl={anchor}
        placement="bottom-start"
        sx={{ zIndex: (theme) => theme.zIndex.modal - 50, width: anchor ? Math.max(anchor.clientWidth, 260) : undefined }}
      >
        <Paper
          elevation={8}
          data-testid="lore-search-results"
          // A title or a snippet of one long word wraps within the dropdown.
          sx={{ mt: 0.5, maxHeight: '60vh', overflowY: 'auto', maxWidth: 'calc(100vw - 16px)', ...wrapAnywhere }}
        >
          {status && (
            <Typography role="status" color="text.secondary" sx={{ px: 2, py: 1.25, fontSize: '0.95rem' }}>
              {status}
            </Typography>
          )}
          <Box component="ul" role="listbox" id={listId} aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {hits.map((hit, index) => (
              <Box
                component="li"
                key={`${hit.kind}:${hit.id}`}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                // The box keeps its focus, so the dropdown stays until the click has chosen.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(hit)}
                onMouseEnter={() => setActive(index)}
                sx={{
                  px: 2,
                  py: 1,
                  cursor: 'pointer',
                  borderTop: index === 0 ? 0 : 1,
                  borderColor: 'divider',
                  bgcolor: index === active ? 'rgba(201, 164, 76, 0.14)' : 'transparent',
                }}
              >
                <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
                  {hit.title}
                  {showPlace && hitPlace(hit.kind) && (
                    <Typography component="span" color="text.secondary" sx={{ fontWeight: 400, fontSize: '0.85rem' }}>
                      {' · '}
                      {hitPlace(hit.kind)}
                    </Typography>
                  )}
                </Typography>
                {hit.snippet && (
                  <Typography component="span" color="text.secondary" sx={{ display: 'block', fontSize: '0.9rem', lineHeight: 1.4 }}>
                    {hit.snippet}
                  </Typography>
                )}
              </Box>
            ))}
          </Box>
        </Paper>
      </Popper>
    </Box>
  );
}
