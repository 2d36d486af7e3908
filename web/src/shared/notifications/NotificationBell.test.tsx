import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router';
import { NotificationsService, type Notification, type NotificationPage } from '@mrok/sdk';
import { act } from 'react';
import { button, cleanup, click, flush, keyDown, render } from '@/shared/editor/testing';
import { NotificationBell } from './NotificationBell';

const notice = (id: number, readAt: string | null = null): Notification => ({
  id, kind: 'session_post', text: `Nowy wpis w sesji ${id}`, link: `/home/sessions/${id}`,
  characterName: 'Żmijan', createdAt: '2026-12-01T10:00:00Z', readAt,
});

function serve(page: NotificationPage) {
  const list = vi.spyOn(NotificationsService, 'listNotifications').mockResolvedValue(page as never);
  const read = vi.spyOn(NotificationsService, 'markNotificationsRead').mockResolvedValue({ unread: 0 } as never);
  return { list, read };
}

function Address() {
  return <output data-testid="address">{useLocation().pathname}</output>;
}
const address = () => document.querySelector('[data-testid="address"]')?.textContent;
const bell = () => document.querySelector<HTMLButtonElement>('button[aria-haspopup="dialog"]')!;
const panel = () => document.querySelector('[role="dialog"][aria-label="Powiadomienia"]');
const notices = () => [...document.querySelectorAll<HTMLElement>('[role="dialog"] li, [role="dialog"] .MuiListItemButton-root')];
const settle = async () => { for (let i = 0; i < 5; i++) await flush(); };

async function renderBell() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/home']}>
        <NotificationBell />
        <Address />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await settle();
  return client;
}

async function openPanel() {
  await act(async () => bell().focus());
  await click(bell());
  await settle();
}

afterEach(async () => {
  vi.restoreAllMocks();
  await cleanup();
});

describe('the notification bell', () => {
  it('names the unread count and shows it on the badge', async () => {
    serve({ items: [notice(1), notice(2), notice(3)], unread: 3, totalPages: 1 });
    await renderBell();
    expect(bell().getAttribute('aria-label')).toBe('Powiadomienia, nieprzeczytane: 3');
    expect(document.querySelector('[data-testid="notification-count"] .MuiBadge-badge')?.textContent).toBe('3');
  });

  it('shows no badge and a plain name at 0', async () => {
    serve({ items: [notice(1, '2026-12-01T11:00:00Z')], unread: 0, totalPages: 1 });
    await renderBell();
    expect(bell().getAttribute('aria-label')).toBe('Powiadomienia');
    expect(document.querySelector('[data-testid="notification-count"] .MuiBadge-badge')?.textContent ?? '').toBe('');
    expect(document.querySelector('[data-testid="notification-count"] .MuiBadge-invisible')).not.toBeNull();
  });

  it('opens the panel with the notices, the unread ones bold', async () => {
    serve({ items: [notice(1), notice(2, '2026-12-01T11:00:00Z')], unread: 1, totalPages: 1 });
    await renderBell();
    expect(panel()).toBeNull();
    await openPanel();
    expect(panel()).not.toBeNull();
    expect(bell().getAttribute('aria-expanded')).toBe('true');
    const texts = [...panel()!.querySelectorAll<HTMLElement>('.MuiListItemText-primary')];
    expect(texts.map((t) => t.textContent)).toEqual(['Nowy wpis w sesji 1', 'Nowy wpis w sesji 2']);
    expect(getComputedStyle(texts[0]).fontWeight).toBe('700');
    expect(getComputedStyle(texts[1]).fontWeight).toBe('400');
    expect(panel()!.textContent).toContain('Żmijan');
  });

  it("'Oznacz wszystkie jako przeczytane' reads them all", async () => {
    const { read } = serve({ items: [notice(1)], unread: 1, totalPages: 1 });
    await renderBell();
    await openPanel();
    const markAll = button('Oznacz wszystkie jako przeczytane');
    expect(markAll.disabled).toBe(false);
    await click(markAll);
    await settle();
    expect(read).toHaveBeenCalledWith({ requestBody: { all: true } });
  });

  it("'Oznacz wszystkie jako przeczytane' is disabled at 0", async () => {
    const { read } = serve({ items: [notice(1, '2026-12-01T11:00:00Z')], unread: 0, totalPages: 1 });
    await renderBell();
    await openPanel();
    expect(button('Oznacz wszystkie jako przeczytane').disabled).toBe(true);
    expect(read).not.toHaveBeenCalled();
  });

  it('opening a notice marks it read and leads to its link', async () => {
    const { read, list } = serve({ items: [notice(5), notice(6)], unread: 2, totalPages: 1 });
    await renderBell();
    await openPanel();
    const calls = list.mock.calls.length;
    await click(notices().find((n) => n.textContent?.includes('sesji 6'))!);
    await settle();
    expect(read).toHaveBeenCalledWith({ requestBody: { ids: [6] } });
    expect(address()).toBe('/home/sessions/6');
    expect(list.mock.calls.length).toBeGreaterThan(calls);
  });

  it('opening a read notice only leads to its link', async () => {
    const { read } = serve({ items: [notice(7, '2026-12-01T11:00:00Z')], unread: 0, totalPages: 1 });
    await renderBell();
    await openPanel();
    await click(notices().find((n) => n.textContent?.includes('sesji 7'))!);
    await settle();
    expect(read).not.toHaveBeenCalled();
    expect(address()).toBe('/home/sessions/7');
  });

  it("'Wszystkie powiadomienia' leads to /home/notifications", async () => {
    serve({ items: [], unread: 0, totalPages: 0 });
    await renderBell();
    await openPanel();
    expect(panel()!.textContent).toContain('Nie masz jeszcze powiadomień.');
    await click(button('Wszystkie powiadomienia'));
    await settle();
    expect(address()).toBe('/home/notifications');
  });

  it('moves focus into the panel, to the first notice, when it opens', async () => {
    serve({ items: [notice(1), notice(2)], unread: 2, totalPages: 1 });
    await renderBell();
    await openPanel();
    expect(document.activeElement?.classList.contains('MuiListItemButton-root')).toBe(true);
    expect(panel()!.contains(document.activeElement)).toBe(true);
    expect(document.activeElement?.textContent).toContain('Nowy wpis w sesji 1');
    expect(document.activeElement?.textContent).not.toContain('sesji 2');
  });

  it('moves focus to the heading when there is no notice', async () => {
    serve({ items: [], unread: 0, totalPages: 0 });
    await renderBell();
    await openPanel();
    expect(document.activeElement?.tagName).toBe('H2');
    expect(document.activeElement?.textContent).toBe('Powiadomienia');
  });

  it('Escape closes the panel and focus goes back to the bell', async () => {
    serve({ items: [notice(1)], unread: 1, totalPages: 1 });
    await renderBell();
    await openPanel();
    expect(panel()!.contains(document.activeElement)).toBe(true);
    await keyDown(document.activeElement!, 'Escape');
    await settle();
    await new Promise((resolve) => setTimeout(resolve, 400));
    await settle();
    expect(panel()).toBeNull();
    expect(document.activeElement).toBe(bell());
    expect(bell().getAttribute('aria-expanded')).toBe('false');
  });
});
