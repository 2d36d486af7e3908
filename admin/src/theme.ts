// The back office's theme: Mrok's shared look (`@mrok/theme`, the player site's
// web/src/shared/theme/tokens.ts) on react-admin's dark theme, with the admin's own tables, menu
// and form fields.
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
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

export const theme: RaThemeOptions = {
  ...defaultDarkTheme,
  palette: { ...colorScheme, success: { main: '#6f9a4a' } },
  shape,
  typography: {
    ...headings,
    fontSize: 15,
    button: { fontFamily: displayFont, fontWeight: 600, letterSpacing: '0.06em' },
  },
  components: {
    ...defaultDarkTheme.components,
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
    // Focused fields in gold: blood red on near-black is too faint for a small label.
    MuiFormLabel: { styleOverrides: { root: { '&.Mui-focused': { color: palette.gold } } } },
    MuiOutlinedInput: {
      styleOverrides: { root: { '&.Mui-focused .MuiOutlinedInput-notchedOutline': { borderColor: palette.gold } } },
    },
    MuiFilledInput: { styleOverrides: { root: { '&::after': { borderBottomColor: palette.gold } } } },
    MuiLink: { styleOverrides: { root: { color: palette.gold } } },
    MuiTableCell: {
      styleOverrides: {
        head: { fontFamily: displayFont, fontWeight: 600, letterSpacing: '0.04em', color: palette.parchment },
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
  },
};
