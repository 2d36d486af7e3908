// The composer's text, autosaved as a draft (drafts.ts) 400 ms after the last change; a pending
// save is written at once when the composer unmounts or moves to another draftKey.
import { useEffect, useRef, useState } from 'react';
import { clearDraft, loadDraft, saveDraft } from './drafts';

export const DRAFT_SAVE_DELAY_MS = 400;

interface Pending {
  key: string;
  html: string;
}

export interface Draft {
  html: string;
  /** The editor's onChange. */
  setHtml: (html: string) => void;
  /** Forgets the saved draft (after sending). */
  discard: () => void;
}

export function useDraft(draftKey: string | undefined): Draft {
  const [state, setState] = useState(() => ({ key: draftKey, html: draftKey ? loadDraft(draftKey) : '' }));
  if (state.key !== draftKey) {
    // Another place to write in (same component, new key): show its draft.
    setState({ key: draftKey, html: draftKey ? loadDraft(draftKey) : '' });
  }

  const pending = useRef<Pending | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const flush = useRef(() => {
    window.clearTimeout(timer.current);
    if (pending.current) saveDraft(pending.current.key, pending.current.html);
    pending.current = null;
  }).current;

  useEffect(() => flush, [draftKey, flush]);

  const setHtml = (html: string) => {
    setState({ key: draftKey, html });
    if (!draftKey) return;
    pending.current = { key: draftKey, html };
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(flush, DRAFT_SAVE_DELAY_MS);
  };

  const discard = () => {
    window.clearTimeout(timer.current);
    pending.current = null;
    if (draftKey) clearDraft(draftKey);
  };

  return { html: state.html, setHtml, discard };
}
