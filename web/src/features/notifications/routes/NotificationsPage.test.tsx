import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router';
import { NotificationsService, type Notification, type NotificationPage } from '@mrok/sdk';
import { button, cleanup, click, flush, render } from '@/shared/editor/testing';
import NotificationsPage from './NotificationsPage';

const notice = (id: number, readAt: string | null = null): Notification => ({
  id, kind: 'message', text: `Wiadomość ${id}`, link: `/home/messages/${id}`,
  characterName: null, createdAt: '2026-12-01T10:00:00Z', readAt,
} as Notification);

/** 45 notices (ids 45…1, newest first), 20 a page; the first 3 unread. */
function serve() {
  const all = Array.from({ length: 45 }, (_, i) => notice(45 - i, i < 3 ? null : '2026-12-01T11:00:00Z'));
  const list = vi.spyOn(NotificationsService, 'listNotifications').mockImplementation(({ page = 1, limit = 20 } = {}) => {
    const answer: NotificationPage = { items: all.slice((page - 1) * limit, page * limit), unread: 3, totalPages: Math.ceil(all.length / limit) };
    return Promise.resolve(answer) as ReturnType<typeof NotificationsService.listNotifications>;
  });
  const read = vi.spyOn(NotificationsService, 'markNotificationsRead').mockResolvedValue({ unread: 0 } as never);
  return { list, read };
}

function Address() {
  return <output data-testid="address">{useLocation().pathname}</output>;
}
const settle = async () => { for (let i = 0; i < 5; i++) await flush(); };
const listed = () => [...document.querySelectorAll('.MuiListItemText-primary')].map((e) => e.textContent);

async function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/home/notifications']}>
        <NotificationsPage />
        <Address />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await settle();
}

afterEach(async () => {
  vi.restoreAllMocks();
  await cleanup();
});

describe('/home/notifications', () => {
  it('lists the first page, unread bold', async () => {
    const { list } = serve();
    await renderPage();
    expect(list).toHaveBeenCalledWith({ page: 1, limit: 20 });
    expect(listed()).toHaveLength(20);
    expect(listed()[0]).toBe('Wiadomość 45');
    const primaries = [...document.querySelectorAll<HTMLElement>('.MuiListItemText-primary')];
    expect(getComputedStyle(primaries[0]).fontWeight).toBe('700');
    expect(getComputedStyle(primaries[3]).fontWeight).toBe('400');
  });

  it('pages on', async () => {
    const { list } = serve();
    await renderPage();
    expect(document.querySelector('nav[aria-label]')).not.toBeNull();
    await click(button('Go to page 3'));
    await settle();
    expect(list).toHaveBeenCalledWith({ page: 3, limit: 20 });
    expect(listed()).toEqual(['Wiadomość 5', 'Wiadomość 4', 'Wiadomość 3', 'Wiadomość 2', 'Wiadomość 1']);
  });

  it('has no pages when all fits', async () => {
    vi.spyOn(NotificationsService, 'listNotifications').mockResolvedValue({ items: [notice(1)], unread: 1, totalPages: 1 } as never);
    await renderPage();
    expect(document.querySelector('.MuiPagination-root')).toBeNull();
    expect(listed()).toEqual(['Wiadomość 1']);
  });

  it('opening an unread notice marks it read and leads to it; mark all reads all', async () => {
    const { read } = serve();
    await renderPage();
    await click(button('Oznacz wszystkie jako przeczytane'));
    await settle();
    expect(read).toHaveBeenCalledWith({ requestBody: { all: true } });
    await click([...document.querySelectorAll('.MuiListItemButton-root')].find((b) => b.textContent?.includes('Wiadomość 44'))!);
    await settle();
    expect(read).toHaveBeenCalledWith({ requestBody: { ids: [44] } });
    expect(document.querySelector('[data-testid="address"]')?.textContent).toBe('/home/messages/44');
  });

  it('says so when there is nothing', async () => {
    vi.spyOn(NotificationsService, 'listNotifications').mockResolvedValue({ items: [], unread: 0, totalPages: 0 } as never);
    await renderPage();
    expect(document.body.textContent).toContain('Nie masz jeszcze powiadomień.');
    expect(button('Oznacz wszystkie jako przeczytane').disabled).toBe(true);
  });
});
