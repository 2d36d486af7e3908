// An entry named in the address (`?entry=12`, where the wiki search leads): once the list has
// loaded it is opened and the parameter taken out of the address again, so later reloads of the
// list do not reopen it and a new search for the same entry opens it again.
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ENTRY_PARAM, entryParam } from './collections';

/** The element id of an entry's card, for scrolling to it. */
export const entryElementId = (scope: string, id: number) => `lore-${scope}-${id}`;

/** Scrolls an entry's card into view once it is drawn. */
export function scrollToEntry(scope: string, id: number): void {
  requestAnimationFrame(() => document.getElementById(entryElementId(scope, id))?.scrollIntoView?.({ block: 'center', behavior: 'smooth' }));
}

/**
 * Calls `open(id)` for the entry the address names once `ids` (the loaded list) holds it; says
 * whether the named entry is missing from the list.
 */
export function useAddressedEntry(ids: number[] | undefined, open: (id: number) => void): { missing: boolean; dismiss: () => void } {
  const [params, setParams] = useSearchParams();
  const wanted = entryParam(params);
  const opener = useRef(open);
  opener.current = open;
  const [missing, setMissing] = useState(false);
  const loaded = ids !== undefined;
  const holds = wanted !== null && (ids?.includes(wanted) ?? false);

  useEffect(() => {
    if (wanted === null || !loaded) return;
    setMissing(!holds);
    if (holds) opener.current(wanted);
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete(ENTRY_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [wanted, loaded, holds, setParams]);

  return { missing, dismiss: () => setMissing(false) };
}
