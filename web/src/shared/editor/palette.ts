// The ten colours of the text-colour and highlight palette (spec 1 §9, spec 2 §9, spec 3 §9).
// Only these colours are ever emitted by the editor; anything else pasted in is dropped.

export const EDITOR_PALETTE = [
  '#0f0f0f',
  '#f0f0f0',
  '#a0522d',
  '#8b0000',
  '#556b2f',
  '#483d8b',
  '#b8860b',
  '#2f4f4f',
  '#800080',
  '#cd853f',
] as const;

export type PaletteColor = (typeof EDITOR_PALETTE)[number];

/** Highlights light enough that text on them is drawn dark (bone on them is unreadable). */
export const LIGHT_HIGHLIGHTS: readonly PaletteColor[] = ['#f0f0f0', '#b8860b', '#cd853f'];

/** The text colour used on a light highlight. */
export const DARK_TEXT = '#0f0f0f';

const isPaletteColor = (value: string): value is PaletteColor =>
  (EDITOR_PALETTE as readonly string[]).includes(value);

const hex2 = (n: number) => n.toString(16).padStart(2, '0');

/**
 * The palette colour a CSS colour value stands for (`#8B0000`, `#8b0000`, `rgb(139, 0, 0)`), or
 * null when it is not one of the ten.
 */
export function toPaletteColor(value: string | null | undefined): PaletteColor | null {
  if (!value) return null;
  let v = value.trim().toLowerCase().replace(/['"]/g, '');
  const rgb = v.match(/^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*1(?:\.0+)?\s*)?\)$/);
  if (rgb) v = `#${hex2(Number(rgb[1]))}${hex2(Number(rgb[2]))}${hex2(Number(rgb[3]))}`;
  const short = v.match(/^#([0-9a-f])([0-9a-f])([0-9a-f])$/);
  if (short) v = `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`;
  return isPaletteColor(v) ? v : null;
}
