// Saved rich text as the page shows it (RichTextContent), tiptap-free: the server's sanitized
// HTML, with *text between asterisks* marked bold gold as the session editors showed it while it
// was written (spec 2 §2 "Shared composer"), and images without a description marked decorative
// (`alt=""`), so a screen reader does not read out their file names.

/** The class of a *span*, styled gold and bold by the editor and by contentStyles. */
export const ASTERISK_CLASS = 'mrok-asterisk';

/** Stands for a leaf inline node (a line break) so that string offsets equal positions in a block. */
export const LEAF = '\ufffc';

/** The [from, to) ranges, asterisks included, of every *text* in one block's text. */
export function findAsteriskRanges(text: string): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  for (const match of text.matchAll(/\*[^*\n\ufffc]+\*/g)) {
    ranges.push([match.index, match.index + match[0].length]);
  }
  return ranges;
}

const BLOCKS = 'p, li, h1, h2, h3, blockquote';

/** The text pieces of one block in order (a `<br>` counts as one LEAF). */
function pieces(block: Element): Array<Text | null> {
  const found: Array<Text | null> = [];
  const walk = (node: Node) => {
    for (const child of Array.from(node.childNodes)) {
      if (child.nodeType === Node.TEXT_NODE) found.push(child as Text);
      else if (child.nodeName === 'BR' || child.nodeName === 'IMG') found.push(null);
      else if (!(child as Element).matches?.(BLOCKS)) walk(child);
    }
  };
  walk(block);
  return found;
}

/** Wraps every *text* of one block in a span, splitting text nodes where a range starts or ends. */
function markAsterisks(block: Element): void {
  const nodes = pieces(block);
  const text = nodes.map((node) => (node ? node.data : LEAF)).join('');
  const ranges = findAsteriskRanges(text);
  if (ranges.length === 0) return;
  let offset = 0;
  for (const node of nodes) {
    const length = node ? node.data.length : 1;
    const start = offset;
    offset += length;
    if (!node) continue;
    // The parts of this node inside a range, last first so earlier offsets stay valid.
    const inside = ranges
      .map(([from, to]) => [Math.max(from, start) - start, Math.min(to, offset) - start] as const)
      .filter(([from, to]) => from < to)
      .reverse();
    for (const [from, to] of inside) {
      const tail = node.splitText(from);
      tail.splitText(to - from);
      const span = block.ownerDocument.createElement('span');
      span.className = ASTERISK_CLASS;
      tail.replaceWith(span);
      span.appendChild(tail);
    }
  }
}

export function displayHtml(html: string, { asterisks = false }: { asterisks?: boolean } = {}): string {
  const missingAlt = /<img\b(?![^>]*\balt=)/i.test(html);
  if (!missingAlt && !(asterisks && html.includes('*'))) return html;
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const image of template.content.querySelectorAll('img:not([alt])')) image.setAttribute('alt', '');
  if (asterisks) for (const block of template.content.querySelectorAll(BLOCKS)) markAsterisks(block);
  return template.innerHTML;
}

/** Whether rich text shows anything: text or an image (a news item's, a lore entry's body). */
export function showsSomething(html: string): boolean {
  return /<img\b/i.test(html) || html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim() !== '';
}
