// The pages of a list the server answers a page at a time (issue 15: the open session lists, the
// archives, the players list): the page shown lives in the address as ?strona=N (listPaging.ts),
// one page of the server's is read at a time, and a page past the end (rows gone meanwhile, an
// old link) is replaced by the last one. The query keeps the previous page on screen while the
// next one loads (placeholderData), so a list can dim it meanwhile.
import { useEffect, useRef } from 'react';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { pageFromSearch, pagesOf, searchWithPage } from './listPaging';

/** One page of a list as the server answers it, mapped to the site's rows. */
export interface ListPage<Row> {
  rows: Row[];
  /** Rows of the whole list, on all pages. */
  total: number;
  /** 1-based; a page past the end has no rows. */
  page: number;
  /** Rows a page (the server's). */
  pageSize: number;
}

export function usePagedList<Row, Answer, Key extends QueryKey>(
  pageQuery: (page: number) => UseQueryOptions<Answer, Error, ListPage<Row>, Key>,
) {
  const [params, setParams] = useSearchParams();
  const page = pageFromSearch(params);
  const list = useQuery(pageQuery(page));
  const rows = list.data?.rows ?? [];
  const pages = list.data ? pagesOf(list.data.total, list.data.pageSize) : 1;
  /** The list's heading: a new page scrolls back to it. */
  const heading = useRef<HTMLHeadingElement>(null);

  // A page past the end shows the last one.
  const pastTheEnd = !list.isPlaceholderData && list.data !== undefined && list.data.total > 0 && page > pages;
  useEffect(() => {
    if (pastTheEnd) setParams((current) => searchWithPage(current, pages), { replace: true });
  }, [pastTheEnd, pages, setParams]);

  const goTo = (next: number) => {
    setParams((current) => searchWithPage(current, next));
    heading.current?.scrollIntoView?.({ block: 'start' });
  };

  return { list, rows, page, pages, pastTheEnd, goTo, heading };
}
