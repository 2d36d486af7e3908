import { describe, expect, it } from 'vitest';
import { ASTERISK_CLASS, displayHtml } from './displayHtml';

const gold = (text: string) => `<span class="${ASTERISK_CLASS}">${text}</span>`;

describe('saved rich text as shown', () => {
  it('marks *text between asterisks* gold, as the composer showed it', () => {
    expect(displayHtml('<p>Hej *uśmiecha się* tu</p>', { asterisks: true })).toBe(`<p>Hej ${gold('*uśmiecha się*')} tu</p>`);
    expect(displayHtml('<p>*a* i *b*</p>', { asterisks: true })).toBe(`<p>${gold('*a*')} i ${gold('*b*')}</p>`);
  });

  it('follows a pair across marks, but never across a line break or a paragraph', () => {
    expect(displayHtml('<p>*cicho <strong>szepcze</strong>*</p>', { asterisks: true })).toBe(
      `<p>${gold('*cicho ')}<strong>${gold('szepcze')}</strong>${gold('*')}</p>`,
    );
    expect(displayHtml('<p>*jeden<br>dwa*</p>', { asterisks: true })).toBe('<p>*jeden<br>dwa*</p>');
    expect(displayHtml('<p>*jeden</p><p>dwa*</p>', { asterisks: true })).toBe('<p>*jeden</p><p>dwa*</p>');
    expect(displayHtml('<ul><li><p>*krok*</p></li></ul>', { asterisks: true })).toBe(`<ul><li><p>${gold('*krok*')}</p></li></ul>`);
  });

  it('leaves asterisks alone where the editor did not highlight them', () => {
    expect(displayHtml('<p>*Wieść*</p>')).toBe('<p>*Wieść*</p>');
  });

  it('marks images without a description as decorative, and keeps a description', () => {
    expect(displayHtml('<img src="/api/uploads/a.png" width="300">')).toBe('<img src="/api/uploads/a.png" width="300" alt="">');
    expect(displayHtml('<img src="/api/uploads/a.png" alt="Brama">')).toBe('<img src="/api/uploads/a.png" alt="Brama">');
  });
});
