// A message's HTML as plain text for the download: paragraphs and line breaks become lines, list
// items get '- ' or '1. ', images read '[obrazek]', entities are decoded by the browser's parser.

const LINE_BLOCKS = new Set(['P', 'DIV', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'PRE', 'LI']);
const CONTAINERS = new Set(['UL', 'OL', 'BLOCKQUOTE']);

class Lines {
  readonly lines: string[] = [];
  private text = '';
  private prefix = '';

  add(text: string): void {
    // Collapsed whitespace never starts a line.
    this.text += this.text === '' ? text.replace(/^ +/, '') : text;
  }

  startItem(prefix: string): void {
    this.endIfFilled();
    this.prefix = prefix;
  }

  endIfFilled(): void {
    if (this.text.trim() !== '') this.end();
  }

  /** Ends the current line; an empty paragraph is an empty line the author wrote. */
  end(): void {
    this.lines.push((this.prefix + this.text).trimEnd());
    this.text = '';
    this.prefix = '';
  }
}

function walk(node: Node, out: Lines, depth: number): void {
  if (node.nodeType === Node.TEXT_NODE) {
    out.add((node.textContent ?? '').replace(/[\s\u00a0]+/g, ' '));
    return;
  }
  if (!(node instanceof Element)) return;
  const tag = node.tagName;
  if (tag === 'BR') {
    out.end();
    return;
  }
  if (tag === 'IMG') {
    out.add('[obrazek]');
    return;
  }
  const children = () => node.childNodes.forEach((child) => walk(child, out, CONTAINERS.has(tag) && tag !== 'BLOCKQUOTE' ? depth + 1 : depth));
  if (tag === 'LI') {
    const list = node.parentElement;
    const number = list?.tagName === 'OL' ? `${[...list.children].indexOf(node) + 1}. ` : '- ';
    out.startItem('  '.repeat(Math.max(0, depth - 1)) + number);
    children();
    out.endIfFilled();
  } else if (LINE_BLOCKS.has(tag)) {
    out.endIfFilled();
    children();
    out.end();
  } else if (CONTAINERS.has(tag)) {
    out.endIfFilled();
    children();
    out.endIfFilled();
  } else {
    children();
  }
}

export function htmlToText(html: string): string {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const out = new Lines();
  walk(body, out, 0);
  out.endIfFilled();
  const lines = out.lines;
  while (lines.length > 0 && lines[0] === '') lines.shift();
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines.join('\n');
}
