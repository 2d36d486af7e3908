// The pages of a session list (issue 15), for the open list and the archive alike: the page shown
// lives in the address as ?strona=N (listPaging.ts), one page of the server's is read at a time,
// and a page past the end (sessions closed or reopened meanwhile, an old link) is replaced by the
// last one.
import { useEffect, useRef } from 'react';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { SessionPage } from '../../../shared/sessions/api';
import { pageFromSearch, pagesOf, searchWithPage } from '../listPaging';

export function usePagedList<Key extends QueryKey>(
  pageQuery: (page: number) => UseQueryOptions<SessionPage, Error, SessionPage, Key>,
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
