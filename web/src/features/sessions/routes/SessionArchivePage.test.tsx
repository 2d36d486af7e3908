import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ApiError } from '@mrok/sdk';
import { button, cleanup, click, flush, queryButton, render } from '../../../shared/editor/testing';
import { sessionApi } from '../../../shared/sessions/api';
import type { SessionRow } from '../../../shared/sessions/model';
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

function View() {
  const location = useLocation();
  return <p data-testid="view">{JSON.stringify(location.state)}</p>;
}

let client: QueryClient;

async function renderArchive() {
  client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  await render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/home/privateSessions/archive']}>
        <Routes>
          <Route path="/home/privateSessions/archive" element={<SessionArchivePage kind="private" />} />
          <Route path="/home/privateSessions/:sessionId" element={<View />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await flush();
}

const api = sessionApi('private');
const text = () => document.body.textContent ?? '';
const failure = (status: number, body: unknown) =>
  new ApiError({ method: 'GET', url: '/x' }, { url: '/api/x', ok: false, status, statusText: 'Error', body }, 'Error');

describe('the archive', () => {
  beforeEach(() => {
    localStorage.setItem('userId', '7');
    vi.spyOn(api, 'archive').mockResolvedValue([row(1, 7), row(2, 9), row(3, 7)]);
    vi.spyOn(api, 'reopen').mockResolvedValue();
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await cleanup();
    localStorage.clear();
  });

  it('counts the sessions in Polish and offers Przywróć only to the owner', async () => {
    await renderArchive();
    expect(document.querySelector('[data-testid="archive-count"]')?.textContent).toBe('Znaleziono w archiwum 3 sesje');
    expect(document.querySelectorAll('[data-testid="session-row"]')).toHaveLength(3);
    expect([...document.querySelectorAll('button')].filter((b) => b.textContent === 'Przywróć')).toHaveLength(2);
  });

  it('opens a session for browsing, telling the view it came from the archive', async () => {
    await renderArchive();
    await click([...document.querySelectorAll('a')].find((a) => a.textContent === 'Przeglądaj')!);
    expect(document.querySelector('[data-testid="view"]')?.textContent).toBe('{"fromArchive":true}');
  });

  it('reopens after the confirmation, leaving the archive without asking again and marking the list pages stale', async () => {
    await renderArchive();
    const listPage = { rows: [], total: 0, page: 1, pageSize: 20 };
    client.setQueryData(['sessions', 'private', 'page', 1], listPage);
    await click([...document.querySelectorAll('button')].find((b) => b.textContent === 'Przywróć')!);
    expect(text()).toContain('Czy na pewno chcesz przywrócić tę sesję?');
    expect(api.reopen).not.toHaveBeenCalled();
    await click(document.querySelector('[role="dialog"] button:last-of-type')!);
    await flush();
    expect(api.reopen).toHaveBeenCalledWith(1);
    expect(document.querySelectorAll('[data-testid="session-row"]')).toHaveLength(2);
    expect(document.querySelector('[data-testid="archive-count"]')?.textContent).toBe('Znaleziono w archiwum 2 sesje');
    // The reopened session may belong on any page: the pages are read again when they show.
    expect(client.getQueryState(['sessions', 'private', 'page', 1])?.isInvalidated).toBe(true);
    expect(client.getQueryData(['sessions', 'private', 'page', 1])).toBe(listPage);
    expect(api.archive).toHaveBeenCalledTimes(1);
  });

  it('says when reopening fails', async () => {
    vi.mocked(api.reopen).mockRejectedValue(failure(500, {}));
    await renderArchive();
    await click([...document.querySelectorAll('button')].find((b) => b.textContent === 'Przywróć')!);
    await click(document.querySelector('[role="dialog"] button:last-of-type')!);
    await flush();
    expect(text()).toContain('Błąd podczas przywracania sesji');
  });

  it('cancels without reopening', async () => {
    await renderArchive();
    await click([...document.querySelectorAll('button')].find((b) => b.textContent === 'Przywróć')!);
    await click(button('Anuluj'));
    expect(api.reopen).not.toHaveBeenCalled();
  });

  it('is empty, or says why it cannot be read', async () => {
    vi.mocked(api.archive).mockResolvedValue([]);
    await renderArchive();
    expect(text()).toContain('Archiwum jest puste');
    expect(document.querySelector('[data-testid="archive-count"]')).toBeNull();
    await cleanup();

    vi.mocked(api.archive).mockRejectedValue(failure(500, {}));
    await renderArchive();
    expect(text()).toContain('Błąd podczas pobierania archiwum sesji');
    await cleanup();

    vi.mocked(api.archive).mockRejectedValue(new TypeError('Failed to fetch'));
    await renderArchive();
    expect(text()).toContain('Wystąpił błąd podczas ładowania archiwum sesji');
    expect(queryButton('Przywróć')).toBeNull();
  });
});
