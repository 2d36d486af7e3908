import { describe, expect, it } from 'vitest';
import { plainText, teaser } from './teaser';

describe("a lore card's teaser", () => {
  it('is the text without markup, paragraphs apart', () => {
    expect(plainText('<h2>Wilki</h2><p>Żyją <strong>w lasach</strong>.</p><p>Polują nocą.</p>')).toBe('Wilki Żyją w lasach. Polują nocą.');
    expect(plainText('<p>Obraz:</p><img src="/a.png" alt="wilk">')).toBe('Obraz:');
    expect(teaser('')).toBe('');
  });

  it('keeps a short text whole', () => {
    expect(teaser('<p>Krótko.</p>')).toBe('Krótko.');
  });

  it('cuts a long text at a word near 140 characters, with an ellipsis', () => {
    const words = Array.from({ length: 60 }, (_, i) => `słowo${i}`).join(' ');
    const line = teaser(`<p>${words}</p>`);
    expect(line.endsWith('…')).toBe(true);
    expect(line.length).toBeLessThanOrEqual(141);
    expect(line.length).toBeGreaterThan(100);
    expect(words.startsWith(line.slice(0, -1))).toBe(true);
    expect(line.slice(0, -1).endsWith(' ')).toBe(false);
  });

  it('does not run markup into the line', () => {
    expect(teaser('<p>&lt;b&gt; to nie znacznik</p>')).toBe('<b> to nie znacznik');
  });
});
