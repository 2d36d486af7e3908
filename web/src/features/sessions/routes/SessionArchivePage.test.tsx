import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ApiError } from '@mrok/sdk';
import { button, cleanup, click, flush, queryButton, render } from '@/shared/editor/testing';
import { sessionApi, type SessionPage } from '@/shared/sessions/api';
import type { SessionRow } from '@/shared/sessions/model';
import SessionArchivePage from './SessionArchivePage';

const row = (id: number, ownerId: number): SessionRow => ({
  kind: 'private',
  id,
  title: `Sesja ${id}`,
  closed: true,
  ownerId,
  ownerName: 'Morwena',
  createdAt: '2026-11-20T12:00:00Z',
  lastActivity: '2026-11-21T20:58:00Z',
  lastAuthor: null,
  lastCharacterName: null,
  lastCharacterType: null,
  isParticipant: true,
  seenAt: null,
  messageCount: 0,
  participants: [],
});

const pageOf = (rows: SessionRow[], over: Partial<SessionPage> = {}): SessionPage => ({
  rows,
  total: rows.length,
  page: 1,
  pageSize: 20,
  ...over,
});

function View() {
  const location = useLocation();
  return <p data-testid="view">{JSON.stringify(location.state)}</p>;
}

function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.pathname + location.search}</output>;
}
const address = () => document.querySelector('[data-testid="address"]')?.textContent;

let client: QueryClient;

async function renderArchive(entry = '/home/privateSessions/archive') {
  client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  await render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/home/privateSessions/archive" element={<SessionArchivePage kind="private" />} />
          <Route path="/home/privateSessions/:sessionId" element={<View />} />
        </Routes>
        <Address />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await flush();
}

const api = sessionApi('private');
const text = () => document.body.textContent ?? '';
const count = () => document.querySelector('[data-testid="archive-count"]')?.textContent;
const rowTitles = () => [...document.querySelectorAll('[data-testid="session-row"]')].map((r) => r.querySelector('h2, h3')?.textContent);
const pagesNav = () => document.querySelector('nav[aria-label="Strony listy sesji"]');
const failure = (status: number, body: unknown) =>
  new ApiError({ method: 'GET', url: '/x' }, { url: '/api/x', ok: false, status, statusText: 'Error', body }, 'Error');

beforeEach(() => {
  localStorage.setItem('userId', '7');
  vi.spyOn(api, 'reopen').mockResolvedValue();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await cleanup();
  localStorage.clear();
});

describe('the archive', () => {
  beforeEach(() => {
    vi.spyOn(api, 'archivePage').mockResolvedValue(pageOf([row(1, 7), row(2, 9), row(3, 7)]));
  });

  it('counts the sessions in Polish and offers Przywróć only to the owner', async () => {
    await renderArchive();
    expect(count()).toBe('Znaleziono w archiwum 3 sesje');
    expect(document.querySelectorAll('[data-testid="session-row"]')).toHaveLength(3);
    expect([...document.querySelectorAll('button')].filter((b) => b.textContent === 'Przywróć')).toHaveLength(2);
  });

  it('opens a session for browsing, telling the view it came from the archive', async () => {
    await renderArchive();
    await click([...document.querySelectorAll('a')].find((a) => a.textContent === 'Przeglądaj')!);
    expect(document.querySelector('[data-testid="view"]')?.textContent).toBe('{"fromArchive":true}');
  });

  it('reopens after the confirmation: the session leaves at once, the page is read again and the list pages are marked stale', async () => {
    await renderArchive();
    const listPage = { rows: [], total: 0, page: 1, pageSize: 20 };
    client.setQueryData(['sessions', 'private', 'page', 1], listPage);
    let answer!: (page: SessionPage) => void;
    vi.mocked(api.archivePage).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    await click([...document.querySelectorAll('button')].find((b) => b.textContent === 'Przywróć')!);
    expect(text()).toContain('Czy na pewno chcesz przywrócić tę sesję?');
    expect(api.reopen).not.toHaveBeenCalled();
    await click(document.querySelector('[role="dialog"] button:last-of-type')!);
    await flush();
    expect(api.reopen).toHaveBeenCalledWith(1);
    // Gone before the server answers again.
    expect(rowTitles()).toEqual(['Sesja 2', 'Sesja 3']);
    expect(count()).toBe('Znaleziono w archiwum 2 sesje');
    // The page on screen is read again (a later page's first session moves up onto it).
    expect(api.archivePage).toHaveBeenCalledTimes(2);
    expect(api.archivePage).toHaveBeenLastCalledWith(1);
    answer(pageOf([row(2, 9), row(3, 7), row(4, 7)], { total: 3 }));
    // The answer settles in microtasks and TanStack Query tells React in a timer after them.
    await flush();
    await flush();
    expect(rowTitles()).toEqual(['Sesja 2', 'Sesja 3', 'Sesja 4']);
    expect(count()).toBe('Znaleziono w archiwum 3 sesje');
    // The reopened session may belong on any page of the list: read again when they show.
    expect(client.getQueryState(['sessions', 'private', 'page', 1])?.isInvalidated).toBe(true);
    expect(client.getQueryData(['sessions', 'private', 'page', 1])).toBe(listPage);
  });

  it('says when reopening fails', async () => {
    vi.mocked(api.reopen).mockRejectedValue(failure(500, {}));
    await renderArchive();
    await click([...document.querySelectorAll('button')].find((b) => b.textContent === 'Przywróć')!);
    await click(document.querySelector('[role="dialog"] button:last-of-type')!);
    await flush();
    expect(text()).toContain('Błąd podczas przywracania sesji');
    expect(rowTitles()).toEqual(['Sesja 1', 'Sesja 2', 'Sesja 3']);
  });

  it('cancels without reopening', async () => {
    await renderArchive();
    await click([...document.querySelectorAll('button')].find((b) => b.textContent === 'Przywróć')!);
    await click(button('Anuluj'));
    expect(api.reopen).not.toHaveBeenCalled();
  });

  it('is empty, or says why it cannot be read', async () => {
    vi.mocked(api.archivePage).mockResolvedValue(pageOf([]));
    await renderArchive();
    expect(text()).toContain('Archiwum jest puste');
    expect(count()).toBeUndefined();
    expect(pagesNav()).toBeNull();
    await cleanup();

    vi.mocked(api.archivePage).mockRejectedValue(failure(500, {}));
    await renderArchive();
    expect(text()).toContain('Błąd podczas pobierania archiwum sesji');
    await cleanup();

    vi.mocked(api.archivePage).mockRejectedValue(new TypeError('Failed to fetch'));
    await renderArchive();
    expect(text()).toContain('Wystąpił błąd podczas ładowania archiwum sesji');
    expect(text()).not.toContain('Archiwum jest puste');
    expect(queryButton('Przywróć')).toBeNull();
  });
});

describe('the pages of the archive', () => {
  /** An archive of `sessions` (a number, or the number now), 20 a page, the newest (highest id) first. */
  const archiveOf = (sessions: number | (() => number)) =>
    vi.spyOn(api, 'archivePage').mockImplementation(async (n) => {
      const total = typeof sessions === 'number' ? sessions : sessions();
      const ids = Array.from({ length: total }, (_, i) => total - i).slice((n - 1) * 20, n * 20);
      return pageOf(ids.map((id) => row(id, 7)), { total, page: n });
    });

  it('reads page 1 without ?strona, counts every session, and shows no pages when all fit on one', async () => {
    const page = archiveOf(20);
    await renderArchive();
    expect(page).toHaveBeenCalledWith(1);
    expect(page).toHaveBeenCalledTimes(1);
    expect(count()).toBe('Znaleziono w archiwum 20 sesji');
    expect(pagesNav()).toBeNull();
  });

  it('reads the page ?strona names, counts all of them, and pages in Polish under the list', async () => {
    const page = archiveOf(42);
    await renderArchive('/home/privateSessions/archive?strona=2');
    expect(page).toHaveBeenCalledWith(2);
    expect(page).not.toHaveBeenCalledWith(1);
    expect(rowTitles()).toHaveLength(20);
    expect(rowTitles()[0]).toBe('Sesja 22');
    expect(count()).toBe('Znaleziono w archiwum 42 sesje');
    const nav = pagesNav()!;
    expect(nav).not.toBeNull();
    expect(document.querySelector('[data-testid="session-row"]')!.compareDocumentPosition(nav) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const labels = [...nav.querySelectorAll('button')].map((b) => b.getAttribute('aria-label'));
    expect(labels).toEqual(['Poprzednia strona', 'Strona 1', 'Strona 2', 'Strona 3', 'Następna strona']);
    expect(nav.querySelector('[aria-current="page"]')?.getAttribute('aria-label')).toBe('Strona 2');

    await click(button('Następna strona'));
    await flush();
    expect(address()).toBe('/home/privateSessions/archive?strona=3');
    expect(page).toHaveBeenLastCalledWith(3);
    expect(rowTitles()).toEqual(['Sesja 2', 'Sesja 1']);

    await click(button('Strona 1'));
    await flush();
    // Page 1 leaves the parameter out.
    expect(address()).toBe('/home/privateSessions/archive');
    expect(rowTitles()[0]).toBe('Sesja 42');
  });

  it('goes to the last page when ?strona is past the end', async () => {
    const page = archiveOf(25);
    await renderArchive('/home/privateSessions/archive?strona=9');
    await flush();
    expect(page).toHaveBeenCalledWith(9);
    expect(address()).toBe('/home/privateSessions/archive?strona=2');
    expect(rowTitles()).toEqual(['Sesja 5', 'Sesja 4', 'Sesja 3', 'Sesja 2', 'Sesja 1']);
    expect(text()).not.toContain('Archiwum jest puste');
  });

  it('goes back a page when the last session of the last page is reopened', async () => {
    let total = 21;
    archiveOf(() => total);
    vi.mocked(api.reopen).mockImplementation(async () => {
      total = 20;
    });
    await renderArchive('/home/privateSessions/archive?strona=2');
    expect(rowTitles()).toEqual(['Sesja 1']);
    await click(button('Przywróć'));
    await click(document.querySelector('[role="dialog"] button:last-of-type')!);
    await flush();
    await flush();
    expect(api.reopen).toHaveBeenCalledWith(1);
    expect(address()).toBe('/home/privateSessions/archive');
    expect(rowTitles()).toHaveLength(20);
    expect(count()).toBe('Znaleziono w archiwum 20 sesji');
    expect(text()).not.toContain('Archiwum jest puste');
  });
});
