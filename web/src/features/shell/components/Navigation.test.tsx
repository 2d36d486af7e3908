import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { cleanup, flush, render } from '../../../shared/editor/testing';
import { sessionApi } from '../../../shared/sessions/api';
import type { SessionRow } from '../../../shared/sessions/model';
import { Navigation } from './Navigation';

const unread = { id: 1, isParticipant: true, seenAt: null, lastActivity: '2026-11-21T20:00:00Z' } as SessionRow;

async function renderNavigation(userId: string | null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <Navigation userId={userId} role="mieszkaniec" wikiUrl="" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await flush();
}

const linkWithDot = () =>
  [...document.querySelectorAll('a')].filter((a) => a.querySelector('[aria-label="Nowe wiadomości"]')).map((a) => a.textContent);

describe('the unread dots of the navigation', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.spyOn(sessionApi('general'), 'list').mockResolvedValue([unread]);
    vi.spyOn(sessionApi('private'), 'list').mockResolvedValue([{ ...unread, isParticipant: false }]);
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await cleanup();
  });

  it('mark the kind of sessions with something new', async () => {
    await renderNavigation('7');
    expect(linkWithDot()).toEqual(['Sesje ogólne']);
  });

  it('ask nothing without a login', async () => {
    await renderNavigation(null);
    expect(linkWithDot()).toEqual([]);
    expect(sessionApi('general').list).not.toHaveBeenCalled();
  });
});
