// The back office's theme: Mrok's shared look (`@mrok/theme`, the player site's
// web/src/shared/theme/tokens.ts) on react-admin's dark theme, with the admin's own tables, menu
// and form fields.
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import { plPL } from '@mui/material/locale';
import type { Theme } from '@mui/material/styles';
import { createElement } from 'react';
import { defaultDarkTheme, type RaThemeOptions } from 'react-admin';
import { baseline, bodyFont, colorScheme, containedPrimary, displayFont, focusRing, goldOutline, headings, palette, paperRoot, shape } from '@mrok/theme';

export { bodyFont, displayFont, palette } from '@mrok/theme';

/**
 * A table column of long text (titles, names, addresses, JSON), as its `cellSx`: a word too long
 * for the screen (a title of one 200-letter word, a 30-letter name) breaks anywhere past the
 * column's first 140 px rather than widen the table and push the row's buttons off the screen.
 */
export const wrapAnywhere = () => ({ overflowWrap: 'anywhere', minWidth: 140 }) as const;

/**
 * react-admin's save bar on a phone (below 600 px), fixed at the screen's foot: its height with
 * its tallest buttons (Zapisz and Usuń, 50 px, and 16 px of padding above and below).
 */
const PHONE_SAVE_BAR = 82;
/**
 * The room a form leaves at its end on a phone: the save bar's height and the form's own 16 px,
 * so that its last field can be scrolled whole above the bar.
 */
const PHONE_FORM_END = PHONE_SAVE_BAR + 16;
/**
 * Below a focused field, on a phone, how much is kept clear when the browser scrolls to it
 * (Tab, a tap): the save bar and room for the field's hint under it.
 */
const PHONE_FOCUS_MARGIN = PHONE_FORM_END + 32;
/**
 * The room a list leaves at its end below 900 px, where react-admin's 'Dodaj…' is a round
 * button floating 60 px above the screen's foot (56 px high): the list's last row (and its
 * buttons) can be scrolled clear above it.
 */
const FLOATING_BUTTON_ROOM = 60 + 56 + 8;
const FLOATING = '.RaCreateButton-floating';

/** A focused field's colour: the gold, never the red of primary (which reads as an error). */
const GOLD_FIELD = { defaultProps: { color: 'secondary' } } as const;

/** MUI's own words (pagination's, the autocomplete's, an alert's 'Zamknij'…) in Polish. */
const polishComponents = plPL.components ?? {};

type Components = NonNullable<RaThemeOptions['components']>;
type Part = { defaultProps?: object; styleOverrides?: object; variants?: unknown[] };

/** Components' settings laid over each other, the later winning: a component named twice keeps
 * both its default props and its style overrides (react-admin's filled fields, MUI's Polish words). */
function mergeComponents(...layers: Components[]): Components {
  const merged: { [name: string]: Part } = {};
  for (const layer of layers) {
    for (const [name, part] of Object.entries(layer as { [name: string]: Part })) {
      const was = merged[name] ?? {};
      merged[name] = {
        ...was,
        ...part,
        defaultProps: { ...was.defaultProps, ...part.defaultProps },
        styleOverrides: { ...was.styleOverrides, ...part.styleOverrides },
        variants: [...(was.variants ?? []), ...(part.variants ?? [])],
      };
    }
  }
  return merged as Components;
}

export const theme: RaThemeOptions = {
  ...defaultDarkTheme,
  palette: { ...colorScheme, success: { main: '#6f9a4a' } },
  shape,
  typography: {
    ...headings,
    fontSize: 15,
    button: { fontFamily: displayFont, fontWeight: 600, letterSpacing: '0.06em' },
  },
  components: mergeComponents(polishComponents, defaultDarkTheme.components ?? {}, {
    MuiTextField: GOLD_FIELD,
    MuiFormControl: GOLD_FIELD,
    MuiInputBase: GOLD_FIELD,
    MuiInput: GOLD_FIELD,
    MuiFilledInput: { ...GOLD_FIELD, styleOverrides: { root: { '&::after': { borderBottomColor: palette.gold } } } },
    MuiOutlinedInput: {
      ...GOLD_FIELD,
      styleOverrides: { root: { '&.Mui-focused .MuiOutlinedInput-notchedOutline': { borderColor: palette.gold } } },
    },
    MuiFormLabel: { ...GOLD_FIELD, styleOverrides: { root: { '&.Mui-focused': { color: palette.gold } } } },
    MuiInputLabel: GOLD_FIELD,
    // Notifications and dialogs on the dark stone, not MUI's light grey snackbar.
    MuiSnackbarContent: {
      styleOverrides: {
        root: { backgroundColor: palette.ash, color: palette.bone, border: `1px solid ${goldOutline}`, fontFamily: bodyFont },
      },
    },
    MuiDialog: {
      styleOverrides: { paper: { backgroundColor: palette.stone, backgroundImage: 'none', border: `1px solid ${goldOutline}` } },
    },
    MuiCssBaseline: { styleOverrides: baseline },
    MuiAppBar: {
      styleOverrides: {
        colorSecondary: {
          backgroundColor: palette.stone,
          backgroundImage: `linear-gradient(180deg, ${palette.ash}, ${palette.stone})`,
          color: palette.bone,
          borderBottom: '1px solid rgba(201, 164, 76, 0.25)',
        },
      },
    },
    MuiPaper: { styleOverrides: { root: paperRoot, outlined: { borderColor: goldOutline } } },
    MuiButtonBase: { styleOverrides: { root: focusRing } },
    MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { containedPrimary } },
    MuiLink: { styleOverrides: { root: { color: palette.gold } } },
    MuiTableCell: {
      styleOverrides: {
        head: { fontFamily: displayFont, fontWeight: 600, letterSpacing: '0.04em', color: palette.parchment },
      },
    },
    // Below 900 px react-admin makes a list's 'Dodaj…' a round button floating over the page:
    // a top toolbar left with nothing else (or with nothing at all, e.g. a list whose filters
    // are all shown) would be an empty strip above the list, so it takes no room there…
    RaTopToolbar: {
      styleOverrides: {
        root: ({ theme }: { theme: Theme }) => ({
          [theme.breakpoints.down('md')]: {
            [`&:not(:has(> :not(${FLOATING})))`]: { minHeight: 0, padding: 0 },
          },
        }),
      },
    },
    // …and the list leaves room at its end for the floating button, not to cover its last row.
    RaList: { styleOverrides: { root: { [`&:has(${FLOATING})`]: { paddingBottom: FLOATING_BUTTON_ROOM } } } },
    // On a phone the save bar is fixed over the form's foot: the form ends with the bar's
    // height of room, and a field the browser scrolls to (Tab, a tap) stops above the bar.
    RaSimpleForm: {
      styleOverrides: {
        root: ({ theme }: { theme: Theme }) => ({
          [theme.breakpoints.down('sm')]: {
            paddingBottom: PHONE_FORM_END,
            '& :is(input, textarea, [role="combobox"], button)': { scrollMarginBottom: PHONE_FOCUS_MARGIN },
          },
        }),
      },
    },
    // A phone's one line a record and a record's page break such a word too.
    RaSimpleList: { styleOverrides: { root: { '& .MuiListItemText-root': { overflowWrap: 'anywhere' } } } },
    RaSimpleShowLayout: { styleOverrides: { root: { overflowWrap: 'anywhere' } } },
    // The signed-in address in the app bar, as written: Cinzel has capitals only.
    // react-admin's 'Przejdź do treści' is a button of words that becomes its icon alone on a
    // phone, and it has none: focused, it showed an empty square. Its icon (with the words as
    // its name and tooltip) keeps it visible there.
    RaSkipNavigationButton: { defaultProps: { children: createElement(ArrowDownwardIcon) } },
    RaUserMenu: { styleOverrides: { root: { '& .RaUserMenu-userButton': { fontFamily: bodyFont, letterSpacing: 0 } } } },
    RaMenuItemLink: {
      styleOverrides: {
        root: {
          borderLeft: '3px solid transparent',
          '&.RaMenuItemLink-active': { borderLeftColor: palette.gold, color: palette.bone },
        },
      },
    },
  }),
};
