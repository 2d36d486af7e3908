// The pages of a list the server answers a page at a time (issue 15: the session lists, 20 a
// page; the players list, 50): the page shown lives in the address as ?strona=N (1 when absent
// or not a page number), so a reload, a shared link and the back button keep it.

/** The search parameter holding the list's page. */
export const PAGE_PARAM = 'strona';

/** The page the address asks for: a whole number from 1, else 1. */
export function pageFromSearch(params: URLSearchParams): number {
  const value = params.get(PAGE_PARAM);
  if (value === null || !/^\d+$/.test(value)) return 1;
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** The search parameters with page `page` (page 1 leaves the parameter out). */
export function searchWithPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page <= 1) next.delete(PAGE_PARAM);
  else next.set(PAGE_PARAM, String(page));
  return next;
}

/** How many pages `total` rows fill, `pageSize` a page (at least one). */
export function pagesOf(total: number, pageSize: number): number {
  return pageSize > 0 ? Math.max(1, Math.ceil(total / pageSize)) : 1;
}

/** MUI Pagination's item labels in Polish ('Strona 2', 'Następna strona', …). */
export function pageItemLabel(type: string, page: number | null): string {
  switch (type) {
    case 'page':
      return `Strona ${page ?? ''}`.trim();
    case 'first':
      return 'Pierwsza strona';
    case 'last':
      return 'Ostatnia strona';
    case 'next':
      return 'Następna strona';
    case 'previous':
      return 'Poprzednia strona';
    default:
      return '';
  }
}
