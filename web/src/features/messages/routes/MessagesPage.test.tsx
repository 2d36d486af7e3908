import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { MessagesService, type CancelablePromise, type Conversation } from '@mrok/sdk';
import { cleanup, flush, render } from '../../../shared/editor/testing';
import MessagesPage from './MessagesPage';

const answer = <T,>(value: T) => Promise.resolve(value) as unknown as CancelablePromise<T>;
const conversation = (id: number, name: string, seen: string | undefined): Conversation => ({
  id,
  name,
  created_at: '2026-11-23T07:00:00Z',
  last_activity: '2026-11-23T08:00:00Z',
  seen_at: seen,
  is_participant: true,
  other_user_id: 9,
  other_user_name: id === 1 ? 'Ilvar' : undefined,
  other_user_left: false,
});

describe("'Twoje konwersacje'", () => {
  beforeEach(() => {
    localStorage.setItem('token', 'tok');
    localStorage.setItem('userId', '7');
  });
  afterEach(async () => {
    await cleanup();
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it("lists the player's own conversations with 'Bez nazwy', 'Nieznany' and a red dot on the new ones", async () => {
    const list = vi
      .spyOn(MessagesService, 'userConversations')
      .mockImplementation(() => answer([conversation(1, 'Nocna wizyta', undefined), conversation(2, ' ', '2026-11-23T08:00:00Z')]));
    await render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <MessagesPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await flush();
    await flush();
    expect(list).toHaveBeenCalledWith({ userId: 7 });
    const rows = [...document.querySelectorAll('[data-testid="conversation-row"]')];
    expect(rows.map((r) => r.getAttribute('href'))).toEqual(['/home/messages/1', '/home/messages/2']);
    expect(rows[0].textContent).toContain('Nocna wizyta');
    expect(rows[0].textContent).toContain('Ilvar');
    expect(rows[0].textContent).toContain('nowa wiadomość');
    expect(rows[1].textContent).toContain('Bez nazwy');
    expect(rows[1].textContent).toContain('Nieznany');
    expect(rows[1].textContent).not.toContain('nowa wiadomość');
  });
});
