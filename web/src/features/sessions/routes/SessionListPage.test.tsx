import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router';
import { button, cleanup, click, flush, render } from '@/shared/editor/testing';
import { sessionApi, type SessionPage } from '@/shared/sessions/api';
import type { SessionRow } from '@/shared/sessions/model';
import { sessionKeys } from '@/shared/sessions/queries';
import { rememberSeen } from '@/shared/sessions/unread';
import SessionListPage, { LIST_TEXTS } from './SessionListPage';

const row: SessionRow = {
  kind: 'general',
  id: 4,
  title: 'Krew na śniegu',
  closed: false,
  ownerId: 7,
  ownerName: 'Morwena',
  createdAt: '2026-11-20T12:00:00Z',
  lastActivity: '2026-11-21T20:58:00Z',
  lastAuthor: 'Morwena',
  lastCharacterName: 'Morwena',
  lastCharacterType: 'main',
  isParticipant: true,
  seenAt: '2026-11-21T20:58:00Z',
  messageCount: 1,
  participants: [],
};

const pageOf = (rows: SessionRow[], over: Partial<SessionPage> = {}): SessionPage => ({
  rows,
  total: rows.length,
  page: 1,
  pageSize: 20,
  ...over,
});

let client: QueryClient;
const text = () => document.body.textContent ?? '';
const api = sessionApi('general');

function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.pathname + location.search}</output>;
}
const address = () => document.querySelector('[data-testid="address"]')?.textContent;

async function renderList(entry = '/home/generalSessions') {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[entry]}>
        <SessionListPage kind="general" />
        <Address />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await flush();
}

const rowTitles = () => [...document.querySelectorAll('[data-testid="session-row"]')].map((r) => r.querySelector('h2, h3')?.textContent);
const dots = () => document.querySelectorAll('[data-testid="session-row"] [aria-label="Nowe wiadomości"]').length;

beforeEach(() => localStorage.clear());
afterEach(async () => {
  await cleanup();
  vi.restoreAllMocks();
});

describe('the session list', () => {
  it('says it could not be read, never that there are no sessions, and tries again on request', async () => {
    const page = vi.spyOn(api, 'page').mockRejectedValue(new Error('offline'));
    await renderList();
    expect(text()).toContain(LIST_TEXTS.failed);
    expect(text()).not.toContain(LIST_TEXTS.empty);
    page.mockResolvedValue(pageOf([row]));
    await click(button(LIST_TEXTS.retry));
    await flush();
    expect(text()).toContain('Krew na śniegu');
  });

  it('keeps the sessions it has when a poll fails', async () => {
    const page = vi.spyOn(api, 'page').mockResolvedValue(pageOf([row]));
    await renderList();
    page.mockRejectedValue(new Error('offline'));
    await client.refetchQueries({ queryKey: sessionKeys.page('general', 1) }).catch(() => {});
    await flush();
    expect(text()).toContain('Krew na śniegu');
    expect(text()).toContain(LIST_TEXTS.stale);
    expect(text()).not.toContain(LIST_TEXTS.empty);
  });

  it('says there are no sessions when there are none, without pages', async () => {
    vi.spyOn(api, 'page').mockResolvedValue(pageOf([]));
    await renderList();
    expect(text()).toContain(LIST_TEXTS.empty);
    expect(document.querySelector('nav[aria-label="Strony listy sesji"]')).toBeNull();
  });
});

describe('the pages of the session list', () => {
  it('reads page 1 without ?strona, and shows no pages when everything fits on one', async () => {
    const page = vi.spyOn(api, 'page').mockResolvedValue(pageOf([row], { total: 20 }));
    await renderList();
    expect(page).toHaveBeenCalledWith(1);
    expect(page).toHaveBeenCalledTimes(1);
    expect(document.querySelector('nav[aria-label="Strony listy sesji"]')).toBeNull();
  });

  it('reads the page ?strona names, and pages in Polish under the list', async () => {
    const page = vi.spyOn(api, 'page').mockImplementation(async (n) => pageOf([{ ...row, id: n, title: `Sesja ze strony ${n}` }], { total: 45, page: n }));
    await renderList('/home/generalSessions?strona=2');
    expect(page).toHaveBeenCalledWith(2);
    expect(rowTitles()).toEqual(['Sesja ze strony 2']);
    const nav = document.querySelector('nav[aria-label="Strony listy sesji"]')!;
    expect(nav).not.toBeNull();
    // Under the list.
    expect(document.querySelector('[data-testid="session-row"]')!.compareDocumentPosition(nav) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const labels = [...nav.querySelectorAll('button')].map((b) => b.getAttribute('aria-label'));
    expect(labels).toEqual(['Poprzednia strona', 'Strona 1', 'Strona 2', 'Strona 3', 'Następna strona']);
    expect(nav.querySelector('[aria-current="page"]')?.getAttribute('aria-label')).toBe('Strona 2');

    await click(button('Następna strona'));
    await flush();
    expect(address()).toBe('/home/generalSessions?strona=3');
    expect(page).toHaveBeenLastCalledWith(3);
    expect(rowTitles()).toEqual(['Sesja ze strony 3']);

    await click(button('Strona 1'));
    await flush();
    // Page 1 leaves the parameter out.
    expect(address()).toBe('/home/generalSessions');
    expect(rowTitles()).toEqual(['Sesja ze strony 1']);
  });

  it('goes to the last page when ?strona is past the end', async () => {
    const page = vi
      .spyOn(api, 'page')
      .mockImplementation(async (n) => pageOf(n > 2 ? [] : [{ ...row, id: n, title: `Sesja ze strony ${n}` }], { total: 25, page: n }));
    await renderList('/home/generalSessions?strona=9');
    await flush();
    expect(page).toHaveBeenCalledWith(9);
    expect(address()).toBe('/home/generalSessions?strona=2');
    expect(rowTitles()).toEqual(['Sesja ze strony 2']);
    expect(text()).not.toContain(LIST_TEXTS.empty);
  });

  it('keeps the dot on a row its participant has not seen, and not on one this browser has shown', async () => {
    const unseen = { ...row, id: 5, title: 'Nowa krew', seenAt: '2026-11-21T20:00:00Z' };
    const shownHere = { ...row, id: 6, title: 'Szept', seenAt: null };
    rememberSeen('general', 6, row.lastActivity);
    vi.spyOn(api, 'page').mockResolvedValue(pageOf([unseen, shownHere, row]));
    await renderList();
    expect(rowTitles()).toEqual(['Nowa krew', 'Szept', 'Krew na śniegu']);
    expect(dots()).toBe(1);
    expect(document.querySelector('[data-testid="session-row"]')?.querySelector('[aria-label="Nowe wiadomości"]')).not.toBeNull();
  });
});
