// Which page of messages the session view shows and where its pane scrolls (spec 2 §9): on
// opening, a participant with something unread lands on the first unread message (marked 'Nowe
// wiadomości'), everyone else on the end of the last page; the last page after sending, a page
// picked by hand otherwise; new activity seen by the detail poll asks for the pages again —
// unless the cache already holds it (the player's own message) — and keeps a reader who was at
// the end at the end.
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { pageCount } from '@/shared/sessions/api';
import type { SessionMessage, SessionRow } from '@/shared/sessions/model';
import { sessionKeys } from '@/shared/sessions/queries';
import { messagesPageQuery } from '../api/messagesPage';
import { lastPageComplete, sessionMessagesPrefix } from '../api/sessionCache';
import { readSeenMap, isUnread, lastSeen } from '@/shared/sessions/unread';
import { choosePage, findFirstUnread, resolvePage } from '../components/view/viewLogic';

/** A reader this close to the end of the pane counts as reading the newest messages. */
const NEAR_END_PX = 80;

/** Where the pane scrolls once messages fetched at or after `after` (ms) are shown: its end, its top, or a message. */
interface PendingScroll {
  to: 'end' | 'top' | number;
  after: number;
}

interface Opening {
  /** Whether the view is still finding where to open. */
  finding: boolean;
  /** The first message the player has not seen, marked in the view. */
  firstUnreadId: number | null;
}

export function useMessagePaging(session: SessionRow, locked: boolean, { fromArchive, userId }: { fromArchive: boolean; userId: number | null }) {
  const { kind, id, messageCount } = session;
  const client = useQueryClient();
  const [chosenPage, setChosenPage] = useState<number | null>(null);
  const pages = pageCount(messageCount);
  const page = resolvePage(chosenPage, messageCount);
  // What the player had seen when the view opened (before the view marks it seen).
  const [seenAtOpening] = useState(() => (fromArchive || !isUnread(session, readSeenMap(kind)) ? null : lastSeen(session, readSeenMap(kind))));
  const [opening, setOpening] = useState<Opening>({ finding: seenAtOpening !== null, firstUnreadId: null });
  const messages = useQuery({ ...messagesPageQuery(kind, id, page), placeholderData: keepPreviousData, enabled: !opening.finding });

  const paneRef = useRef<HTMLDivElement>(null);
  const pendingScroll = useRef<PendingScroll | null>({ to: 'end', after: 0 });

  // Once, on opening: find the first unread message and open its page there.
  useEffect(() => {
    if (seenAtOpening === null) return;
    let current = true;
    const readPage = (number: number) => client.fetchQuery(messagesPageQuery(kind, id, number));
    findFirstUnread(readPage, pageCount(messageCount), seenAtOpening, userId)
      .catch(() => null)
      .then((found) => {
        if (!current) return;
        if (found) {
          setChosenPage(choosePage(found.page, messageCount));
          pendingScroll.current = { to: found.messageId, after: 0 };
        }
        setOpening({ finding: false, firstUnreadId: found?.messageId ?? null });
      });
    return () => {
      current = false;
    };
    // Where to open is decided once, with what was known then.
  }, []);
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
    if (typeof pending.to === 'number') {
      const target = pane.querySelector<HTMLElement>('[data-first-unread]') ?? pane.querySelector<HTMLElement>(`[data-message-id="${pending.to}"]`);
      if (target) pane.scrollTop += target.getBoundingClientRect().top - pane.getBoundingClientRect().top;
    } else {
      pane.scrollTop = pending.to === 'end' ? pane.scrollHeight : 0;
    }
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

  return { page, pages, messages, paneRef, changePage, followOwnMessage, firstUnreadId: opening.firstUnreadId };
}
