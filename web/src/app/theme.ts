// Mrok's dark-fantasy look: near-black stone, bone and parchment text, blood-red and
// tarnished-gold accents, Cinzel for headings and EB Garamond for reading.
import { createTheme } from '@mui/material/styles';

export const palette = {
  abyss: '#0b0a0a',
  stone: '#151113',
  ash: '#221c1e',
  bone: '#ece2cf',
  parchment: '#c8b797',
  blood: '#9e1b24',
  bloodBright: '#d2413f',
  gold: '#c9a44c',
  goldDim: '#8c7235',
} as const;

export const displayFont = '"Cinzel", "Times New Roman", serif';
export const bodyFont = '"EB Garamond", Georgia, "Times New Roman", serif';

export const theme = createTheme({
  palette: {
    mode: 'dark',
    primary: { main: palette.blood, light: palette.bloodBright, contrastText: palette.bone },
    secondary: { main: palette.gold, dark: palette.goldDim, contrastText: palette.abyss },
    error: { main: palette.bloodBright },
    background: { default: palette.abyss, paper: palette.stone },
    text: { primary: palette.bone, secondary: palette.parchment },
    divider: 'rgba(201, 164, 76, 0.22)',
  },
  shape: { borderRadius: 6 },
  typography: {
    fontFamily: bodyFont,
    fontSize: 16,
    h1: { fontFamily: displayFont, fontWeight: 700, letterSpacing: '0.06em' },
    h2: { fontFamily: displayFont, fontWeight: 700, letterSpacing: '0.05em' },
    h3: { fontFamily: displayFont, fontWeight: 600, letterSpacing: '0.04em' },
    h4: { fontFamily: displayFont, fontWeight: 600, letterSpacing: '0.04em' },
    h5: { fontFamily: displayFont, fontWeight: 600 },
    h6: { fontFamily: displayFont, fontWeight: 600 },
    button: { fontFamily: displayFont, fontWeight: 600, letterSpacing: '0.08em' },
    body1: { fontSize: '1.08rem', lineHeight: 1.65 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        body: {
          backgroundColor: palette.abyss,
          backgroundImage:
            'radial-gradient(ellipse at top, rgba(158, 27, 36, 0.16), transparent 60%), radial-gradient(ellipse at bottom, rgba(201, 164, 76, 0.06), transparent 55%)',
          backgroundAttachment: 'fixed',
          minHeight: '100vh',
        },
        '*:focus-visible': { outline: `2px solid ${palette.gold}`, outlineOffset: 2 },
        a: { color: palette.gold },
        '::selection': { background: palette.blood, color: palette.bone },
      },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        root: { textTransform: 'uppercase' },
        containedPrimary: {
          backgroundImage: 'linear-gradient(180deg, #b3262f 0%, #7d141b 100%)',
          border: '1px solid rgba(236, 226, 207, 0.15)',
          '&.Mui-disabled': { backgroundImage: 'none', borderColor: 'transparent' },
        },
        outlinedSecondary: { borderColor: palette.goldDim },
      },
    },
    MuiPaper: {
      styleOverrides: {
        root: { backgroundImage: 'none', border: '1px solid rgba(201, 164, 76, 0.14)' },
      },
    },
    MuiTextField: { defaultProps: { fullWidth: true } },
    MuiDialog: {
      styleOverrides: { paper: { background: `linear-gradient(180deg, ${palette.ash}, ${palette.stone})` } },
    },
  },
});
