import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { MemoryRouter } from 'react-router';
import { GeneralSessionsService, MessagesService, type CancelablePromise, type Conversation } from '@mrok/sdk';
import { applyPlayerFrame } from '@/shared/live/playerEvents';
import { cleanup, flush, render } from '@/shared/editor/testing';
import { sessionApi } from '@/shared/sessions/api';
import { rememberSeen } from '@/shared/sessions/unread';
import { Navigation } from './Navigation';

type UnreadAnswer = Awaited<ReturnType<typeof GeneralSessionsService.unreadSessions>>;
/** What GET /api/sessions/unread answers: general session 1 has news the server says is unseen. */
let summary: UnreadAnswer;
const news = { id: 1, lastActivity: '2026-11-21T20:00:00Z' };

async function renderNavigation(userId: string | null) {
  if (userId) localStorage.setItem('userId', userId);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <Navigation userId={userId} role="mieszkaniec" wikiUrl="" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await flush();
  return client;
}

const talk = (seen_at?: string): Conversation => ({
  id: 5,
  name: 'Nocna wizyta',
  created_at: '2026-11-23T07:00:00Z',
  last_activity: '2026-11-23T08:00:00Z',
  seen_at,
  is_participant: true,
  other_user_id: 9,
  other_user_name: 'Ilvar',
  other_user_left: false,
});
let conversations: Conversation[] = [];

const linkWithDot = () =>
  [...document.querySelectorAll('a')].filter((a) => a.querySelector('[aria-label="Nowe wiadomości"]')).map((a) => a.textContent);

describe('the unread dots of the navigation', () => {
  beforeEach(() => {
    localStorage.clear();
    summary = { general: [news], private: [] };
    vi.spyOn(GeneralSessionsService, 'unreadSessions').mockImplementation(
      () => Promise.resolve(summary) as unknown as CancelablePromise<UnreadAnswer>,
    );
    vi.spyOn(sessionApi('general'), 'page');
    vi.spyOn(sessionApi('private'), 'page');
    conversations = [talk('2026-11-23T08:00:00Z')];
    vi.spyOn(MessagesService, 'userConversations').mockImplementation(
      () => Promise.resolve(conversations) as unknown as CancelablePromise<Conversation[]>,
    );
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await cleanup();
  });

  it('mark the kind of sessions with something new, from the unread summary alone', async () => {
    await renderNavigation('7');
    expect(linkWithDot()).toEqual(['Sesje ogólne']);
    // One small poll for both kinds; no list is read for the dots.
    expect(GeneralSessionsService.unreadSessions).toHaveBeenCalledTimes(1);
    expect(sessionApi('general').page).not.toHaveBeenCalled();
    expect(sessionApi('private').page).not.toHaveBeenCalled();
  });

  it("leave out what this browser has shown since, but not an older visit's", async () => {
    rememberSeen('general', 1, news.lastActivity);
    rememberSeen('private', 3, '2026-11-21T19:00:00Z');
    summary = { general: [news], private: [{ id: 3, lastActivity: '2026-11-21T19:30:00Z' }] };
    await renderNavigation('7');
    expect(linkWithDot()).toEqual(['Sesje prywatne']);
  });

  it('light the dot at once when session activity is pushed, and put it out once the session is seen', async () => {
    summary = { general: [], private: [] };
    const client = await renderNavigation('7');
    expect(linkWithDot()).toEqual([]);
    summary = { general: [], private: [{ id: 3, lastActivity: '2026-11-23T08:00:00Z' }] };
    await act(async () => {
      applyPlayerFrame(client, { type: 'session_activity', session_id: 3, kind: 'private', last_activity: '2026-11-23T08:00:00Z' });
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    await flush();
    expect(linkWithDot()).toEqual(['Sesje prywatne']);
    expect(GeneralSessionsService.unreadSessions).toHaveBeenCalledTimes(2);
    // The session view remembers it seen and drops it from the summary (features/sessions).
    await act(async () => {
      rememberSeen('private', 3, '2026-11-23T08:00:00Z');
      client.setQueryData(['sessions', 'unread'], { general: [], private: [] });
    });
    await flush();
    expect(linkWithDot()).toEqual([]);
  });

  it('ask nothing without a login', async () => {
    await renderNavigation(null);
    expect(linkWithDot()).toEqual([]);
    expect(GeneralSessionsService.unreadSessions).not.toHaveBeenCalled();
    expect(MessagesService.userConversations).not.toHaveBeenCalled();
  });

  it("mark 'Wiadomości' when a conversation has something new, at once when its activity is pushed", async () => {
    const client = await renderNavigation('7');
    expect(MessagesService.userConversations).toHaveBeenCalledWith({ userId: 7 });
    expect(linkWithDot()).toEqual(['Sesje ogólne']);
    conversations = [talk('2026-11-23T07:00:00Z')];
    await act(async () => {
      applyPlayerFrame(client, { type: 'conversation_activity', conversation_id: 5, last_activity: '2026-11-23T08:00:00Z' });
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    await flush();
    expect(linkWithDot()).toEqual(['Wiadomości', 'Sesje ogólne']);
  });

  it('puts every entry in a list item of its own, and leads Regulamin to the rules', async () => {
    await renderNavigation('7');
    const entries = [...document.querySelectorAll('nav a, nav [role="button"]')];
    expect(entries.length).toBeGreaterThan(10);
    for (const entry of entries) expect(entry.parentElement?.tagName).toBe('LI');
    for (const list of document.querySelectorAll('nav ul')) {
      for (const child of list.children) expect(child.tagName).toBe('LI');
    }
    expect([...document.querySelectorAll('a')].find((a) => a.textContent === 'Regulamin')?.getAttribute('href')).toBe('/home/rules');
  });
});
