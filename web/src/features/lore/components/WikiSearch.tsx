// The shell's search over the whole wiki (every collection and the bestiary): a hit opens its
// page with the entry named in the address (/home/werewolves?entry=12), where the list opens it.
// The app layer hands it to the shell, so neither feature imports the other.
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import { hitLocation } from '../collections';
import { LORE_TEXTS } from '../texts';
import { LoreSearchBox } from './LoreSearchBox';

/** Hits in the shell's dropdown (the spec sets 5 for the bestiary's box only). */
export const WIKI_SEARCH_LIMIT = 8;

export default function WikiSearch({ onNavigate, autoFocus = false }: { onNavigate?: () => void; autoFocus?: boolean }) {
  const navigate = useNavigate();
  return (
    <Box role="search" sx={{ px: 2, py: 1 }}>
      <LoreSearchBox
        scope="all"
        limit={WIKI_SEARCH_LIMIT}
        label={LORE_TEXTS.wikiSearch}
        size="small"
        showPlace
        autoFocus={autoFocus}
        onChoose={(hit) => {
          const to = hitLocation(hit.kind, hit.id);
          if (!to) return;
          onNavigate?.();
          navigate(to);
        }}
      />
    </Box>
  );
}
