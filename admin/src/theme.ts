// Mrok's colours on react-admin's dark theme: near-black stone, bone text, blood-red and
// tarnished-gold accents, Cinzel for headings and EB Garamond for reading (self-hosted).
import { defaultDarkTheme, type RaThemeOptions } from 'react-admin';

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

export const theme: RaThemeOptions = {
  ...defaultDarkTheme,
  palette: {
    mode: 'dark',
    primary: { main: palette.blood, light: palette.bloodBright, contrastText: palette.bone },
    secondary: { main: palette.gold, dark: palette.goldDim, contrastText: palette.abyss },
    error: { main: palette.bloodBright },
    success: { main: '#6f9a4a' },
    background: { default: palette.abyss, paper: palette.stone },
    text: { primary: palette.bone, secondary: palette.parchment },
    divider: 'rgba(201, 164, 76, 0.22)',
  },
  shape: { borderRadius: 6 },
  typography: {
    fontFamily: bodyFont,
    fontSize: 15,
    h1: { fontFamily: displayFont, fontWeight: 700, letterSpacing: '0.06em' },
    h2: { fontFamily: displayFont, fontWeight: 700, letterSpacing: '0.05em' },
    h3: { fontFamily: displayFont, fontWeight: 600, letterSpacing: '0.04em' },
    h4: { fontFamily: displayFont, fontWeight: 600, letterSpacing: '0.04em' },
    h5: { fontFamily: displayFont, fontWeight: 600 },
    h6: { fontFamily: displayFont, fontWeight: 600 },
    button: { fontFamily: displayFont, fontWeight: 600, letterSpacing: '0.06em' },
  },
  components: {
    ...defaultDarkTheme.components,
    MuiCssBaseline: {
      styleOverrides: {
        body: {
          backgroundColor: palette.abyss,
          backgroundImage: 'radial-gradient(ellipse at top, rgba(158, 27, 36, 0.14), transparent 60%)',
          backgroundAttachment: 'fixed',
        },
        '*:focus-visible': { outline: `2px solid ${palette.gold}`, outlineOffset: 2 },
        '::selection': { background: palette.blood, color: palette.bone },
      },
    },
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
    MuiPaper: {
      styleOverrides: {
        root: { backgroundImage: 'none' },
        outlined: { borderColor: 'rgba(201, 164, 76, 0.18)' },
      },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        containedPrimary: {
          backgroundImage: 'linear-gradient(180deg, #b3262f 0%, #7d141b 100%)',
          border: '1px solid rgba(236, 226, 207, 0.15)',
          '&.Mui-disabled': { backgroundImage: 'none', borderColor: 'transparent' },
        },
      },
    },
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
