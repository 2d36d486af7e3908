import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { GeneralSessionsService, MessagesService, type CancelablePromise, type Conversation } from '@mrok/sdk';
import { cleanup, flush, render } from '@/shared/editor/testing';
import { MobileBottomNav } from './MobileBottomNav';

type UnreadAnswer = Awaited<ReturnType<typeof GeneralSessionsService.unreadSessions>>;

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

async function renderBar(userId: string | null) {
  if (userId) localStorage.setItem('userId', userId);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <MobileBottomNav userId={userId} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await flush();
}

/** The bar's entries showing the unread dot. */
const withDot = () =>
  [...document.querySelectorAll('[data-testid="bottom-nav"] a')]
    .filter((a) => a.querySelector('[aria-label="Nowe wiadomości"]'))
    .map((a) => a.textContent);

describe('the bottom navigation’s unread dots', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.spyOn(GeneralSessionsService, 'unreadSessions').mockImplementation(
      () => Promise.resolve({ general: [], private: [] }) as unknown as CancelablePromise<UnreadAnswer>,
    );
    vi.spyOn(MessagesService, 'userConversations').mockImplementation(
      () => Promise.resolve(conversations) as unknown as CancelablePromise<Conversation[]>,
    );
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await cleanup();
    localStorage.clear();
  });

  it("mark 'Poczta' when a conversation has something new, from the menu's own list", async () => {
    conversations = [talk('2026-11-23T07:00:00Z')];
    await renderBar('7');
    expect(MessagesService.userConversations).toHaveBeenCalledWith({ userId: 7 });
    expect(withDot()).toEqual(['Poczta']);
  });

  it("leave 'Poczta' plain once every conversation is seen", async () => {
    conversations = [talk('2026-11-23T08:00:00Z')];
    await renderBar('7');
    expect(withDot()).toEqual([]);
  });

  it('ask nothing without a login', async () => {
    await renderBar(null);
    expect(withDot()).toEqual([]);
    expect(MessagesService.userConversations).not.toHaveBeenCalled();
  });
});
