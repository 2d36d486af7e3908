// A reply's HTML before it is sent (spec 2 §5): leading list-bullet markers at the start of lines
// are stripped — '-', '*' or '•' followed by a space, at the start of a paragraph, a heading, a list
// item or after a line break. Dialogue dashes ('–', '—') and text in the middle of a line stay.
const BLOCKS = new Set(['P', 'DIV', 'LI', 'UL', 'OL', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'BLOCKQUOTE', 'PRE', 'TD', 'TH', 'BODY']);
const BULLET = /^\s*[-*•](?:\s+|$)/;

const isBlock = (node: Node) => BLOCKS.has(node.nodeName);

/** Whether nothing but spaces stands between the text node and the start (or end) of its line. */
function alone(text: Text, side: 'previousSibling' | 'nextSibling'): boolean {
  let node: Node = text;
  for (;;) {
    for (let other = node[side]; other; other = other[side]) {
      if (other.nodeName === 'BR' || isBlock(other)) return true;
      if (other.nodeName === 'IMG' || (other instanceof Element && other.querySelector('img'))) return false;
      if ((other.textContent ?? '').trim() !== '') return false;
    }
    const parent = node.parentNode;
    if (!parent || isBlock(parent)) return true;
    node = parent;
  }
}

/** A marker with no space after it counts only when nothing follows it on the line ('-' alone). */
function isMarker(text: Text): boolean {
  const match = BULLET.exec(text.data);
  if (!match || !alone(text, 'previousSibling')) return false;
  return /\s$/.test(match[0]) || alone(text, 'nextSibling');
}

/** The reply without bullet markers at the start of its lines. */
export function stripLeadingBullets(html: string): string {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node as Text);
  let changed = false;
  for (const text of texts) {
    if (!isMarker(text)) continue;
    text.data = text.data.replace(BULLET, '');
    changed = true;
  }
  return changed ? body.innerHTML : html;
}
