// The back office's theme: Mrok's shared look (`@mrok/theme`, the player site's
// web/src/shared/theme/tokens.ts) on react-admin's dark theme, with the admin's own tables, menu
// and form fields.
import { defaultDarkTheme, type RaThemeOptions } from 'react-admin';
import { baseline, bodyFont, colorScheme, containedPrimary, displayFont, focusRing, goldOutline, headings, palette, paperRoot, shape } from '@mrok/theme';

export { bodyFont, displayFont, palette } from '@mrok/theme';

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
    // The signed-in address in the app bar, as written: Cinzel has capitals only.
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
