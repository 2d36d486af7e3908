import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AnnouncementsService, type CancelablePromise, type GlobalMessage, type UnreadGlobalMessages } from '@mrok/sdk';
import { button, cleanup, click, flush, queryButton, render, stubLayout } from '@/shared/editor/testing';
import { GlobalAnnouncements } from './GlobalAnnouncements';

beforeAll(stubLayout);

const message = (id: number, title: string): GlobalMessage => ({
  id,
  title,
  content: `Pierwsza linia ${id}\nDruga linia`,
  created_at: '2026-11-23T08:00:00Z',
});
const answer = <T,>(value: T) => Promise.resolve(value) as unknown as CancelablePromise<T>;

let unread: GlobalMessage[] = [];

function mockServer(messages: GlobalMessage[]) {
  unread = messages;
  vi.spyOn(AnnouncementsService, 'unreadGlobalMessages').mockImplementation(() => answer<UnreadGlobalMessages>({ messages: unread }));
  return vi.spyOn(AnnouncementsService, 'markGlobalMessageRead').mockImplementation(({ id }) => {
    unread = unread.filter((m) => m.id !== id);
    return answer({ message: 'ok' });
  });
}

async function open() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await render(
    <QueryClientProvider client={client}>
      <GlobalAnnouncements />
    </QueryClientProvider>,
  );
  await flush();
  await flush();
}

const overlay = () => document.querySelector('[data-testid="global-announcement"]');
const text = () => overlay()?.textContent ?? '';

afterEach(async () => {
  await cleanup();
  vi.restoreAllMocks();
});

describe('the global announcement overlay', () => {
  it('shows nothing when there is nothing unread', async () => {
    mockServer([]);
    await open();
    expect(overlay()).toBeNull();
  });

  it('shows one at a time with n z m, marks each read as it is closed, and is gone after the last', async () => {
    const markRead = mockServer([message(1, 'Mróz'), message(2, 'Odwilż')]);
    await open();
    expect(document.querySelector('#global-announcement-title')?.textContent).toBe('Mróz');
    expect(text()).toContain('Pierwsza linia 1\nDruga linia');
    expect(text()).toContain('1 z 2');
    expect(queryButton('Zamknij wszystkie (2)')).not.toBeNull();
    await click(button('Następna'));
    expect(markRead).toHaveBeenLastCalledWith({ id: 1 });
    expect(text()).toContain('2 z 2');
    expect(queryButton('Zamknij wszystkie (1)')).toBeNull();
    await click(button('Zamknij'));
    await flush();
    await flush();
    expect(markRead).toHaveBeenLastCalledWith({ id: 2 });
    expect(overlay()).toBeNull();
  });

  it('closes every remaining one at once', async () => {
    const markRead = mockServer([message(1, 'A'), message(2, 'B'), message(3, 'C')]);
    await open();
    await click(button('Następna'));
    await click(button('Zamknij wszystkie (2)'));
    await flush();
    await flush();
    expect(markRead.mock.calls.map(([{ id }]) => id)).toEqual([1, 2, 3]);
    expect(overlay()).toBeNull();
  });

  it('reads again when the browser storage changes', async () => {
    mockServer([]);
    await open();
    unread = [message(5, 'Nowe')];
    await act(async () => window.dispatchEvent(new StorageEvent('storage', { key: 'token' })));
    await flush();
    await flush();
    expect(document.querySelector('#global-announcement-title')?.textContent).toBe('Nowe');
  });
});

describe('an announcement that arrives while the overlay is open', () => {
  it('joins the end of it', async () => {
    mockServer([message(1, 'Mróz')]);
    await open();
    expect(text()).toContain('1 z 1');
    unread = [message(1, 'Mróz'), message(2, 'Targ')];
    await act(async () => window.dispatchEvent(new StorageEvent('storage', { key: 'token' })));
    await flush();
    await flush();
    expect(text()).toContain('1 z 2');
    await click(button('Następna'));
    expect(document.querySelector('#global-announcement-title')?.textContent).toBe('Targ');
  });
});
