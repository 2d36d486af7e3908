// How rich text looks on Mrok, in the editor and wherever the saved HTML is shown
// (RichTextContent): bone text on near-black, gold links, images never wider than their box.
// Tiptap-free, so any page may import it.
import type { SxProps, Theme } from '@mui/material/styles';
import { bodyFont, displayFont, palette } from '@/app/theme';
import { alignClass, highlightClass, TEXT_ALIGNS, textColorClass } from './contract';
import { ASTERISK_CLASS } from './displayHtml';
import { DARK_TEXT, EDITOR_PALETTE, LIGHT_HIGHLIGHTS } from './palette';

const colourRules = Object.fromEntries(
  EDITOR_PALETTE.flatMap((color) => [
    [`& .${textColorClass(color)}`, { color }],
    [
      `& mark.${highlightClass(color)}`,
      { backgroundColor: color, color: (LIGHT_HIGHLIGHTS as readonly string[]).includes(color) ? DARK_TEXT : 'inherit' },
    ],
  ]),
);
const alignRules = Object.fromEntries(TEXT_ALIGNS.map((align) => [`& p.${alignClass(align)}`, { textAlign: align }]));

/** The styles of the HTML contract (see html-contract.md) for a box that holds rich text. */
export const richTextContentSx = {
  color: palette.bone,
  fontFamily: bodyFont,
  fontSize: '1.05rem',
  lineHeight: 1.65,
  overflowWrap: 'anywhere',
  '& p': { margin: '0 0 0.4em' },
  '& p:last-child': { marginBottom: 0 },
  // An empty paragraph is a blank line the writer meant to leave.
  '& p:empty': { minHeight: '1.65em' },
  // *Speech or action between asterisks*, in the session editors and their saved text.
  [`& .${ASTERISK_CLASS}`]: { color: palette.gold, fontWeight: 700 },
  '& h1, & h2': { fontFamily: displayFont, color: palette.gold, lineHeight: 1.3, margin: '0.6em 0 0.4em' },
  '& h1': { fontSize: '1.6rem' },
  '& h2': { fontSize: '1.3rem' },
  '& a': { color: palette.gold, textDecoration: 'underline', textUnderlineOffset: '2px' },
  '& ul, & ol': { paddingLeft: '1.6em', margin: '0 0 0.4em' },
  '& li > p': { margin: 0 },
  '& blockquote': {
    margin: '0.5em 0',
    padding: '0.2em 0 0.2em 1em',
    borderLeft: `3px solid ${palette.goldDim}`,
    color: palette.parchment,
    fontStyle: 'italic',
  },
  '& mark': { color: 'inherit', borderRadius: '2px', padding: '0 2px', boxDecorationBreak: 'clone', WebkitBoxDecorationBreak: 'clone' },
  ...colourRules,
  ...alignRules,
  '& img': { display: 'block', maxWidth: '100%', height: 'auto', margin: '0.5em auto 0.5em 0' },
  [`& img.${alignClass('center')}`]: { marginLeft: 'auto', marginRight: 'auto' },
  [`& img.${alignClass('right')}`]: { marginLeft: 'auto', marginRight: 0 },
} satisfies SxProps<Theme>;
