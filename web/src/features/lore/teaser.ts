// A lore card's teaser line: the start of the entry's text as plain text (no markup, one space
// between paragraphs), cut at a word near `max` characters with an ellipsis.
export const TEASER_LENGTH = 140;

/** The entry's text without markup, its whitespace collapsed. */
export function plainText(html: string): string {
  // A space where a block ends or a line breaks, so that paragraphs do not run together.
  const spaced = html.replace(/<\/(?:p|h[1-6]|li|blockquote|div|ol|ul)>|<br\s*\/?>/gi, ' $&');
  const text = new DOMParser().parseFromString(spaced, 'text/html').body.textContent ?? '';
  return text.replace(/\s+/g, ' ').trim();
}

/** The first ~`max` characters of the entry's text; '' when it has none. */
export function teaser(html: string, max: number = TEASER_LENGTH): string {
  const text = plainText(html);
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  const head = lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut;
  return `${head.replace(/[\s,.;:–-]+$/, '')}…`;
}
