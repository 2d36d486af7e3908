// The list of suggested characters under a field, in a layer of its own (so the page's boxes do
// not clip it): the picker of users (UserIdPicker) and the editor's @mention completion
// (editor/MentionList) show it alike. A quiet status line ('Nie znaleziono…') or a listbox of
// options (avatar, name, '(postać poboczna)'); the field keeps the focus, so a click on an option
// lands before the list closes. The field owning it carries aria-controls / aria-activedescendant.
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Popper, { type PopperProps } from '@mui/material/Popper';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import type { CharacterSuggestion } from '@mrok/sdk';
import { wrapAnywhere } from '../theme/textFit';
import { CharacterAvatar } from './CharacterAvatar';

/** How a secondary character is marked in a list. */
export const SECONDARY_MARK = '(postać poboczna)';

const optionSx = (index: number, active: boolean) =>
  ({
    display: 'flex',
    alignItems: 'center',
    gap: 1.25,
    px: 2,
    py: 1,
    cursor: 'pointer',
    borderTop: index === 0 ? 0 : 1,
    borderColor: 'divider',
    bgcolor: active ? 'rgba(201, 164, 76, 0.14)' : 'transparent',
  }) as const;

/** A suggested character as a list shows it: avatar, name, '(postać poboczna)' for a secondary one. */
export function SuggestionLabel({ suggestion }: { suggestion: CharacterSuggestion }) {
  return (
    <>
      {suggestion.avatar && <CharacterAvatar path={suggestion.avatar} name={suggestion.name} size={28} />}
      <Typography component="span" sx={{ minWidth: 0 }}>
        {suggestion.name}
        {!suggestion.main && (
          <Typography component="span" color="text.secondary" sx={{ fontSize: '0.85rem' }}>
            {' '}
            {SECONDARY_MARK}
          </Typography>
        )}
      </Typography>
    </>
  );
}

export interface SuggestionPopupProps {
  open: boolean;
  anchor: PopperProps['anchorEl'] | null;
  /** The layer's place among others (a dialog's, the editor's) and its width. */
  popperSx?: SxProps<Theme>;
  /** The paper's size. */
  paperSx?: Record<string, unknown>;
  /** A line instead of options (nothing found, a failure), or null. */
  status: string | null;
  /** Whether the options are listed. */
  expanded: boolean;
  listId: string;
  label: string;
  options: CharacterSuggestion[];
  activeIndex: number;
  optionId: (index: number) => string;
  onPick: (suggestion: CharacterSuggestion) => void;
  onHover: (index: number) => void;
}

export function SuggestionPopup({
  open,
  anchor,
  popperSx,
  paperSx,
  status,
  expanded,
  listId,
  label,
  options,
  activeIndex,
  optionId,
  onPick,
  onHover,
}: SuggestionPopupProps) {
  return (
    <Popper open={open && anchor !== null} anchorEl={anchor} placement="bottom-start" sx={popperSx}>
      <Paper
        elevation={8}
        // The field keeps its focus, so a click on the list lands before it closes.
        onMouseDown={(event) => event.preventDefault()}
        sx={{ overflowY: 'auto', ...paperSx, ...wrapAnywhere }}
      >
        {status && (
          <Typography role="status" color="text.secondary" sx={{ px: 2, py: 1.25, fontSize: '0.95rem' }}>
            {status}
          </Typography>
        )}
        {expanded && (
          <Box component="ul" role="listbox" id={listId} aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {options.map((suggestion, index) => (
              <Box
                component="li"
                key={`${suggestion.main ? 'main' : 'secondary'}-${suggestion.id}`}
                id={optionId(index)}
                role="option"
                aria-selected={index === activeIndex}
                onClick={() => onPick(suggestion)}
                onMouseEnter={() => onHover(index)}
                sx={optionSx(index, index === activeIndex)}
              >
                <SuggestionLabel suggestion={suggestion} />
              </Box>
            ))}
          </Box>
        )}
      </Paper>
    </Popper>
  );
}
