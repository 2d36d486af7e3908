// Which page of messages the session view shows and where its pane scrolls (spec 2 §9): the last
// page on opening and after sending, a page picked by hand otherwise; new activity seen by the
// detail poll asks for the pages again — unless the cache already holds it (the player's own
// message) — and keeps a reader who was at the end at the end.
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { pageCount } from '../../../shared/sessions/api';
import type { SessionMessage, SessionRow } from '../../../shared/sessions/model';
import { sessionKeys } from '../../../shared/sessions/queries';
import { messagesPageQuery } from '../api/messagesPage';
import { lastPageComplete, sessionMessagesPrefix } from '../api/sessionCache';
import { choosePage, resolvePage } from '../components/view/viewLogic';

/** A reader this close to the end of the pane counts as reading the newest messages. */
const NEAR_END_PX = 80;

/** Where the pane scrolls once messages fetched at or after `after` (ms) are shown. */
interface PendingScroll {
  to: 'end' | 'top';
  after: number;
}

export function useMessagePaging(session: SessionRow, locked: boolean) {
  const { kind, id, messageCount } = session;
  const client = useQueryClient();
  const [chosenPage, setChosenPage] = useState<number | null>(null);
  const pages = pageCount(messageCount);
  const page = resolvePage(chosenPage, messageCount);
  const messages = useQuery({ ...messagesPageQuery(kind, id, page), placeholderData: keepPreviousData });

  const paneRef = useRef<HTMLDivElement>(null);
  const pendingScroll = useRef<PendingScroll | null>({ to: 'end', after: 0 });
  // Bumped to run the scroll effect again when a scroll is asked for without new data.
  const [scrollAsked, askScroll] = useReducer((n: number) => n + 1, 0);

  const activity = `${session.lastActivity}|${messageCount}`;
  const knownActivity = useRef(activity);
  useEffect(() => {
    if (knownActivity.current === activity) return;
    knownActivity.current = activity;
    const lastPage = client.getQueryData<SessionMessage[]>(sessionKeys.messages(kind, id, pageCount(messageCount)));
    if (lastPageComplete(lastPage, messageCount)) return;
    const pane = paneRef.current;
    if (chosenPage === null && pane && pane.scrollHeight - pane.scrollTop - pane.clientHeight < NEAR_END_PX) {
      pendingScroll.current ??= { to: 'end', after: Date.now() };
    }
    void client.invalidateQueries({ queryKey: sessionMessagesPrefix(kind, id) });
  }, [activity, chosenPage, client, kind, id, messageCount]);

  useEffect(() => {
    const pane = paneRef.current;
    const pending = pendingScroll.current;
    if (!pending || !pane || !messages.isSuccess || messages.isPlaceholderData || messages.dataUpdatedAt < pending.after) return;
    pane.scrollTop = pending.to === 'end' ? pane.scrollHeight : 0;
    pendingScroll.current = null;
  }, [messages.dataUpdatedAt, messages.isSuccess, messages.isPlaceholderData, scrollAsked]);

  const changePage = (next: number) => {
    if (next === page || locked) return;
    pendingScroll.current = { to: next === pages ? 'end' : 'top', after: 0 };
    setChosenPage(choosePage(next, messageCount));
  };

  /** After the player's own message (already in the cache): the last page, scrolled to its end. */
  const followOwnMessage = useCallback(() => {
    setChosenPage(null);
    pendingScroll.current = { to: 'end', after: 0 };
    askScroll();
  }, []);

  return { page, pages, messages, paneRef, changePage, followOwnMessage };
}
