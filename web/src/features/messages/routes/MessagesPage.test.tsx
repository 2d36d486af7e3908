import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { MessagesService, type Conversation } from '@mrok/sdk';
import { cleanup, flush, render } from '@/shared/editor/testing';
import { applyPlayerFrame } from '@/shared/live/playerEvents';
import { conversationsQuery } from '@/shared/messages/queries';
import { ME, answer, conversation } from '../testFixtures';
import MessagesPage from './MessagesPage';

let list: Conversation[];

async function open() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <MessagesPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await flush();
  await flush();
  return client;
}

const rows = () => [...document.querySelectorAll<HTMLAnchorElement>('[data-testid="conversation-row"]')];
const text = () => document.body.textContent ?? '';

describe("'Twoje konwersacje'", () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem('token', 'tok');
    localStorage.setItem('userId', String(ME));
    list = [
      conversation({ id: 1, name: 'Nocna wizyta', seen_at: undefined }),
      conversation({ id: 2, name: '  ', other_user_name: undefined }),
      conversation({ id: 3, name: 'Stara sprawa', seen_at: '2026-11-23T07:59:00Z' }),
    ];
    vi.spyOn(MessagesService, 'userConversations').mockImplementation(() => answer(list));
  });
  afterEach(async () => {
    await cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("lists the player's conversations: 'Bez nazwy', 'Nieznany', the date, and a red dot with 'nowa wiadomość' on the unread", async () => {
    await open();
    expect(MessagesService.userConversations).toHaveBeenCalledWith({ userId: ME });
    expect(rows().map((r) => r.getAttribute('href'))).toEqual(['/home/messages/1', '/home/messages/2', '/home/messages/3']);
    expect(rows()[0].textContent).toContain('Nocna wizyta');
    expect(rows()[0].textContent).toContain('Ilvar');
    expect(rows()[0].textContent).toContain('23 listopada 2026');
    expect(rows()[1].textContent).toContain('Bez nazwy');
    expect(rows()[1].textContent).toContain('Nieznany');
    const unread = rows().map((r) => Boolean(r.querySelector('[role="img"][aria-label="nowa wiadomość"]')) && r.textContent!.includes('nowa wiadomość'));
    expect(unread).toEqual([true, false, true]);
    const write = [...document.querySelectorAll('a')].find((a) => a.textContent === 'Napisz wiadomość');
    expect(write?.getAttribute('href')).toBe('/home/messages/new');
  });

  it('says when there are none', async () => {
    list = [];
    await open();
    expect(rows()).toHaveLength(0);
    expect(text()).toContain('Nie masz jeszcze żadnych konwersacji.');
  });

  it('is read again every 10 s', () => {
    expect(conversationsQuery(ME).refetchInterval).toBe(10_000);
  });

  it('is read again at once when a conversation_activity frame arrives', async () => {
    const client = await open();
    expect(MessagesService.userConversations).toHaveBeenCalledTimes(1);
    list = [conversation({ id: 4, name: 'Świeża', seen_at: undefined }), ...list];
    await act(async () => {
      applyPlayerFrame(client, { type: 'conversation_activity', conversation_id: 4, last_activity: '2026-11-23T09:00:00Z' });
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    await flush();
    expect(MessagesService.userConversations).toHaveBeenCalledTimes(2);
    expect(rows()[0].textContent).toContain('Świeża');
  });
});
