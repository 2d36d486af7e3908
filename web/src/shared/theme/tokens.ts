// Mrok's look as plain data, the one source for both apps: the player site (web/src/app/theme.ts)
// and the back office (admin/src/theme.ts, through the `@mrok/theme` alias) build their MUI themes
// from it. It imports nothing, so the back office's bundle never pulls in the player site's MUI.
// Near-black stone, bone and parchment text, blood-red and tarnished-gold accents; Cinzel for
// headings and EB Garamond for reading (self-hosted).

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

/** MUI's `palette` option. */
export const colorScheme = {
  mode: 'dark',
  primary: { main: palette.blood, light: palette.bloodBright, contrastText: palette.bone },
  secondary: { main: palette.gold, dark: palette.goldDim, contrastText: palette.abyss },
  error: { main: palette.bloodBright },
  background: { default: palette.abyss, paper: palette.stone },
  text: { primary: palette.bone, secondary: palette.parchment },
  divider: 'rgba(201, 164, 76, 0.22)',
} as const;

export const shape = { borderRadius: 6 } as const;

/** Headings and buttons in Cinzel (MUI's `typography` option, without the sizes each app sets). */
export const headings = {
  fontFamily: bodyFont,
  h1: { fontFamily: displayFont, fontWeight: 700, letterSpacing: '0.06em' },
  h2: { fontFamily: displayFont, fontWeight: 700, letterSpacing: '0.05em' },
  h3: { fontFamily: displayFont, fontWeight: 600, letterSpacing: '0.04em' },
  h4: { fontFamily: displayFont, fontWeight: 600, letterSpacing: '0.04em' },
  h5: { fontFamily: displayFont, fontWeight: 600 },
  h6: { fontFamily: displayFont, fontWeight: 600 },
} as const;

/** The page: near-black with a faint blood-red glow from above, gold focus rings, red selection. */
export const baseline = {
  body: {
    backgroundColor: palette.abyss,
    backgroundImage: 'radial-gradient(ellipse at top, rgba(158, 27, 36, 0.16), transparent 60%)',
    backgroundAttachment: 'fixed',
  },
  '*:focus-visible': { outline: `2px solid ${palette.gold}`, outlineOffset: 2 },
  '::selection': { background: palette.blood, color: palette.bone },
} as const;

/** The blood-red main button. */
export const containedPrimary = {
  backgroundImage: 'linear-gradient(180deg, #b3262f 0%, #7d141b 100%)',
  border: '1px solid rgba(236, 226, 207, 0.15)',
  '&.Mui-disabled': { backgroundImage: 'none', borderColor: 'transparent' },
} as const;

/** Paper without MUI's dark-mode lightening, outlined in faint gold. */
export const paperRoot = { backgroundImage: 'none' } as const;
export const goldOutline = 'rgba(201, 164, 76, 0.18)';
