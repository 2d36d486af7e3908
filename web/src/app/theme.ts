// The player site's theme: Mrok's shared look (shared/theme/tokens.ts) with the site's own sizes
// and dialogs, and MUI's Polish texts (pagination, alerts' 'Zamknij', autocomplete) for screen
// readers.
import { createTheme } from '@mui/material/styles';
import { plPL } from '@mui/material/locale';
import { baseline, colorScheme, containedPrimary, focusRing, headings, palette, paperRoot, shape } from '../shared/theme/tokens';

export { bodyFont, displayFont, palette } from '../shared/theme/tokens';

export const theme = createTheme({
  palette: colorScheme,
  shape,
  typography: {
    ...headings,
    fontSize: 16,
    button: { fontFamily: headings.h1.fontFamily, fontWeight: 600, letterSpacing: '0.08em' },
    body1: { fontSize: '1.08rem', lineHeight: 1.65 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        ...baseline,
        body: {
          ...baseline.body,
          backgroundImage: `${baseline.body.backgroundImage}, radial-gradient(ellipse at bottom, rgba(201, 164, 76, 0.06), transparent 55%)`,
          minHeight: '100vh',
        },
        a: { color: palette.gold },
      },
    },
    MuiButtonBase: { styleOverrides: { root: focusRing } },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        root: { textTransform: 'uppercase' },
        containedPrimary,
        outlinedSecondary: { borderColor: palette.goldDim },
      },
    },
    MuiPaper: {
      styleOverrides: {
        root: { ...paperRoot, border: '1px solid rgba(201, 164, 76, 0.14)' },
      },
    },
    MuiTextField: { defaultProps: { fullWidth: true } },
    MuiDialog: {
      styleOverrides: { paper: { background: `linear-gradient(180deg, ${palette.ash}, ${palette.stone})` } },
    },
  },
}, plPL);
