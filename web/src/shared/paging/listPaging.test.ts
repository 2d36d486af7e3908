import { describe, expect, it } from 'vitest';
import { pageFromSearch, pageItemLabel, pagesOf, searchWithPage } from './listPaging';

describe('the page parameter', () => {
  it('reads whole numbers from 1, else page 1', () => {
    const page = (search: string) => pageFromSearch(new URLSearchParams(search));
    expect(page('')).toBe(1);
    expect(page('strona=3')).toBe(3);
    expect(page('strona=1')).toBe(1);
    for (const bad of ['strona=0', 'strona=-2', 'strona=2.5', 'strona=abc', 'strona=', 'strona=1e3', 'strona=99999999999999999999']) {
      expect(page(bad)).toBe(1);
    }
  });

  it('writes the page, leaving page 1 and the other parameters as they are', () => {
    expect(searchWithPage(new URLSearchParams('a=b'), 4).toString()).toBe('a=b&strona=4');
    expect(searchWithPage(new URLSearchParams('strona=4&a=b'), 1).toString()).toBe('a=b');
  });

  it('counts the pages and labels the items in Polish', () => {
    expect([0, 1, 20, 21, 40, 41].map((total) => pagesOf(total, 20))).toEqual([1, 1, 1, 2, 2, 3]);
    expect([0, 50, 51, 60, 1000].map((total) => pagesOf(total, 50))).toEqual([1, 1, 2, 2, 20]);
    expect(pageItemLabel('page', 2)).toBe('Strona 2');
    expect(pageItemLabel('next', 3)).toBe('Następna strona');
    expect(pageItemLabel('previous', 1)).toBe('Poprzednia strona');
    expect(pageItemLabel('first', 1)).toBe('Pierwsza strona');
    expect(pageItemLabel('last', 9)).toBe('Ostatnia strona');
  });
});
