// The class names of the HTML contract (html-contract.md). Tiptap-free: the display styles and
// the editor both build on it.
import { EDITOR_PALETTE } from './palette';

export const TEXT_COLOR_PREFIX = 'text-color-';
export const HIGHLIGHT_PREFIX = 'highlight-';

/** Paragraph alignments other than the default left. */
export const TEXT_ALIGNS = ['center', 'right', 'justify'] as const;
export type TextAlignValue = (typeof TEXT_ALIGNS)[number];

/** `#8b0000` → `text-color-8b0000`. */
export const textColorClass = (color: string) => `${TEXT_COLOR_PREFIX}${color.slice(1)}`;
/** `#b8860b` → `highlight-b8860b`. */
export const highlightClass = (color: string) => `${HIGHLIGHT_PREFIX}${color.slice(1)}`;
/** `center` → `align-center` (paragraphs: center, right, justify; images: center, right). */
export const alignClass = (align: string) => `align-${align}`;

/** Every class the editor emits, per tag. */
export const CONTRACT_CLASSES: Record<'span' | 'mark' | 'p' | 'img', string[]> = {
  span: EDITOR_PALETTE.map(textColorClass),
  mark: EDITOR_PALETTE.map(highlightClass),
  p: TEXT_ALIGNS.map(alignClass),
  img: ['center', 'right'].map(alignClass),
};
