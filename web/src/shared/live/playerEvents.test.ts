import { act, createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { announcementKeys } from '../announcements/queries';
import { cleanup, render } from '../editor/testing';
import { conversationKeys } from '../messages/queries';
import { newsKeys } from '../news/keys';
import { notificationKeys } from '../notifications/queries';
import { reportKeys } from '../reports/keys';
import { STORAGE_KEYS } from '../session';
import { sessionKeys } from '../sessions/queries';
import { FakeSocket } from './fakeSocket';
import { applyPlayerFrame, catchUpPlayerFrames, usePlayerEvents } from './playerEvents';
import { SPREAD_MS } from './spreadRead';

describe("the player's socket", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('hands each frame to the feature that knows it', () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    applyPlayerFrame(client, { type: 'global_message', id: 4 });
    vi.advanceTimersByTime(SPREAD_MS);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: announcementKeys.unread() });
    invalidate.mockClear();
    applyPlayerFrame(client, { type: 'session_activity', session_id: 7, kind: 'private', last_activity: '2026-11-23T08:00:00Z' });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: sessionKeys.unread() });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: sessionKeys.pages('private') });
    expect(invalidate).not.toHaveBeenCalledWith({ queryKey: announcementKeys.unread() });
    invalidate.mockClear();
    applyPlayerFrame(client, { type: 'conversation_activity', conversation_id: 5, last_activity: '2026-11-23T08:00:00Z' });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['conversations', 'list'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: conversationKeys.detail(5) });
    expect(invalidate).not.toHaveBeenCalledWith({ queryKey: sessionKeys.unread() });
    invalidate.mockClear();
    applyPlayerFrame(client, { type: 'report_reviewed', report_id: 3 });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: reportKeys.mine() });
    expect(invalidate).toHaveBeenCalledTimes(1);
    invalidate.mockClear();
    applyPlayerFrame(client, { type: 'something_else' });
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('reads what every page hears at once (news, announcements) a random moment later, once for the frames meanwhile', () => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    for (const frame of [{ type: 'news_activity', news_id: 1 }, { type: 'global_message', id: 4 }, { type: 'news_activity', news_id: 2 }]) {
      applyPlayerFrame(client, frame);
    }
    expect(invalidate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(SPREAD_MS / 2);
    expect(invalidate.mock.calls.map(([filters]) => filters)).toEqual([{ queryKey: newsKeys.all }, { queryKey: announcementKeys.unread() }]);
    // A frame after the read waits again.
    applyPlayerFrame(client, { type: 'news_activity', news_id: 3 });
    vi.advanceTimersByTime(SPREAD_MS / 2);
    expect(invalidate).toHaveBeenCalledTimes(3);
  });

  it('after a reopen reads again what the frames refresh and no short poll catches up on: the news, the own reports, the announcements, the notices', () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    catchUpPlayerFrames(client);
    expect(invalidate.mock.calls.map(([filters]) => filters)).toEqual([
      { queryKey: newsKeys.all },
      { queryKey: reportKeys.mine() },
      { queryKey: announcementKeys.unread() },
      { queryKey: notificationKeys.all },
    ]);
    // The same reads the frames refresh.
    for (const frame of [{ type: 'news_activity' }, { type: 'report_reviewed', report_id: 3 }, { type: 'global_message', id: 4 }]) {
      invalidate.mockClear();
      applyPlayerFrame(client, frame);
      vi.advanceTimersByTime(SPREAD_MS);
      const [[filters]] = invalidate.mock.calls;
      catchUpPlayerFrames(client);
      expect(invalidate.mock.calls.slice(1).map(([f]) => f)).toContainEqual(filters);
    }
  });

  describe('the socket in the home area', () => {
    afterEach(async () => {
      await cleanup();
      vi.useRealTimers();
      vi.unstubAllGlobals();
      localStorage.clear();
    });

    it('catches up on every open after the first, whatever closed it', async () => {
      localStorage.setItem(STORAGE_KEYS.token, 'tok');
      FakeSocket.opened = [];
      vi.stubGlobal('WebSocket', FakeSocket);
      const client = new QueryClient();
      const invalidate = vi.spyOn(client, 'invalidateQueries');
      const Shell = () => {
        usePlayerEvents();
        return null;
      };
      await render(createElement(QueryClientProvider, { client }, createElement(Shell)));
      vi.useFakeTimers();
      expect(FakeSocket.opened).toHaveLength(1);
      act(() => FakeSocket.opened[0].accept());
      expect(invalidate).not.toHaveBeenCalled();
      for (const [n, code] of [1006, 4008, 4009, 1012].entries()) {
        act(() => FakeSocket.opened[n].drop(code));
        // The first retry within 3–4.5 s; the sockets never stay open 30 s here, so the wait doubles.
        act(() => vi.advanceTimersByTime(4500 * 2 ** n));
        expect(FakeSocket.opened).toHaveLength(n + 2);
        expect(invalidate).not.toHaveBeenCalled();
        act(() => FakeSocket.opened[n + 1].accept());
        expect(invalidate.mock.calls.map(([filters]) => filters)).toEqual([
          { queryKey: newsKeys.all },
          { queryKey: reportKeys.mine() },
          { queryKey: announcementKeys.unread() },
          { queryKey: notificationKeys.all },
        ]);
        invalidate.mockClear();
      }
    });
  });
});
