// Mrok's look as plain data, the one source for both apps: the player site (web/src/app/theme.ts)
// and the back office (admin/src/theme.ts, through the `@mrok/theme` alias) build their MUI themes
// from it. It imports nothing, so the back office's bundle never pulls in the player site's MUI.
// Near-black stone, bone and parchment text, blood-red and tarnished-gold accents; Cinzel for
// headings and EB Garamond for reading (self-hosted). Every colour that may colour text reads at
// least 4.5:1 on stone and ash (WCAG AA): `blood` is for surfaces, borders and glows only; red
// text is `bloodBright`, muted gold text `goldDim`.

export const palette = {
  abyss: '#0b0a0a',
  stone: '#151113',
  ash: '#221c1e',
  bone: '#ece2cf',
  parchment: '#c8b797',
  blood: '#9e1b24',
  /** Red text and red marks: 5.5:1 on stone, 4.9:1 on ash. */
  bloodBright: '#e4625e',
  gold: '#c9a44c',
  /** Muted gold (labels, borders): 5.7:1 on stone, 5.1:1 on ash. */
  goldDim: '#a88a45',
} as const;

export const displayFont = '"Cinzel", "Times New Roman", serif';
export const bodyFont = '"EB Garamond", Georgia, "Times New Roman", serif';

/** MUI's `palette` option. */
export const colorScheme = {
  mode: 'dark',
  // primary.main colours text (text buttons, links, checked controls), so it is the readable red,
  // with dark text on it (chips); the filled red buttons keep their blood-red gradient with bone
  // text (containedPrimary).
  primary: { main: palette.bloodBright, dark: palette.blood, contrastText: palette.abyss },
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

/**
 * The page: near-black with a faint blood-red glow from above, gold focus rings, red selection.
 * Buttons, links, tabs and list rows (MUI's ButtonBase sets `outline: 0`) get the ring through
 * `focusRing` in each app's theme.
 */
export const baseline = {
  body: {
    backgroundColor: palette.abyss,
    backgroundImage: 'radial-gradient(ellipse at top, rgba(158, 27, 36, 0.16), transparent 60%)',
    backgroundAttachment: 'fixed',
  },
  '*:focus-visible': { outline: `2px solid ${palette.gold}`, outlineOffset: 2 },
  // A target of the skip link (`main`, focused by script) shows no ring of its own.
  '[tabindex="-1"]:focus': { outline: 'none' },
  '::selection': { background: palette.blood, color: palette.bone },
} as const;

/** The keyboard focus ring of MUI's buttons, links, tabs and list rows (`MuiButtonBase` root). */
export const focusRing = {
  '&.Mui-focusVisible': { outline: `2px solid ${palette.gold}`, outlineOffset: 2 },
} as const;

/** The blood-red main button. */
export const containedPrimary = {
  backgroundImage: 'linear-gradient(180deg, #b3262f 0%, #7d141b 100%)',
  color: palette.bone,
  border: '1px solid rgba(236, 226, 207, 0.15)',
  '&.Mui-disabled': { backgroundImage: 'none', borderColor: 'transparent' },
} as const;

/** Paper without MUI's dark-mode lightening, outlined in faint gold. */
export const paperRoot = { backgroundImage: 'none' } as const;
export const goldOutline = 'rgba(201, 164, 76, 0.18)';
