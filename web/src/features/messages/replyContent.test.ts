import { describe, expect, it } from 'vitest';
import { stripLeadingBullets } from './replyContent';

describe('a reply before it is sent', () => {
  it('loses the bullet markers at the start of its lines', () => {
    expect(stripLeadingBullets('<p>- Idę</p><p>• Już</p><p>* Teraz</p>')).toBe('<p>Idę</p><p>Już</p><p>Teraz</p>');
    expect(stripLeadingBullets('<p>Raz<br>- dwa<br>  * trzy</p>')).toBe('<p>Raz<br>dwa<br>trzy</p>');
    expect(stripLeadingBullets('<p style="text-align: center">- <strong>Idę</strong></p>')).toBe(
      '<p style="text-align: center"><strong>Idę</strong></p>',
    );
    expect(stripLeadingBullets('<p><em>- Idę</em> do bramy</p>')).toBe('<p><em>Idę</em> do bramy</p>');
    expect(stripLeadingBullets('<p>-</p><p>• </p>')).toBe('<p></p><p></p>');
  });

  it('keeps everything else: markers inside a line, dialogue dashes, *highlights*, numbers', () => {
    for (const html of [
      '<p>Tak - i nie</p>',
      '<p><strong>Tak</strong> - i nie</p>',
      '<p>— Idę — rzekł.</p>',
      '<p>– Idę.</p>',
      '<p>*Idzie* dalej</p>',
      '<p>1. Raz</p>',
      '<p>-5 punktów</p>',
      '<p>-<strong>5</strong> punktów</p>',
      '<p><img src="/api/uploads/a.png"> - podpis</p>',
    ]) {
      expect(stripLeadingBullets(html)).toBe(html);
    }
  });
});
