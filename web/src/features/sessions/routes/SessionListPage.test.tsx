import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { button, cleanup, click, flush, render } from '../../../shared/editor/testing';
import { sessionApi } from '../../../shared/sessions/api';
import type { SessionRow } from '../../../shared/sessions/model';
import { sessionKeys } from '../../../shared/sessions/queries';
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

let client: QueryClient;
const text = () => document.body.textContent ?? '';
const api = sessionApi('general');

async function renderList() {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SessionListPage kind="general" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await flush();
}

afterEach(async () => {
  await cleanup();
  vi.restoreAllMocks();
});

describe('the session list', () => {
  it('says it could not be read, never that there are no sessions, and tries again on request', async () => {
    const list = vi.spyOn(api, 'list').mockRejectedValue(new Error('offline'));
    await renderList();
    expect(text()).toContain(LIST_TEXTS.failed);
    expect(text()).not.toContain('Brak dostępnych sesji');
    list.mockResolvedValue([row]);
    await click(button(LIST_TEXTS.retry));
    await flush();
    expect(text()).toContain('Krew na śniegu');
  });

  it('keeps the sessions it has when a poll fails', async () => {
    const list = vi.spyOn(api, 'list').mockResolvedValue([row]);
    await renderList();
    list.mockRejectedValue(new Error('offline'));
    await client.refetchQueries({ queryKey: sessionKeys.list('general') }).catch(() => {});
    await flush();
    expect(text()).toContain('Krew na śniegu');
    expect(text()).toContain(LIST_TEXTS.stale);
    expect(text()).not.toContain('Brak dostępnych sesji');
  });
});
