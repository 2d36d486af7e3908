import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { PlayersService, type CancelablePromise, type OnlineUsersBody } from '@mrok/sdk';
import { cleanup, flush, render } from '@/shared/editor/testing';
import { ONLINE_LIMIT } from '../api/onlineList';
import { OnlinePanel } from './OnlinePanel';

const player = (id: number) => ({ id, user: `Gracz ${id}`, race: 'Wampir', gender: 'Kobieta', avatar: '', status: 'looking' });

function answer(shown: number, total: number): OnlineUsersBody {
  return { success: true, data: Array.from({ length: shown }, (_, i) => player(i + 1)), total } as OnlineUsersBody;
}

async function renderPanel(body: OnlineUsersBody | Error) {
  const online = vi
    .spyOn(PlayersService, 'onlineUsers')
    .mockImplementation(() => (body instanceof Error ? Promise.reject(body) : Promise.resolve(body)) as unknown as CancelablePromise<OnlineUsersBody>);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <OnlinePanel />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await flush();
  return online;
}

const panel = () => document.querySelector('[data-testid="online-panel"]')!;
const heading = () => panel().querySelector('h2')?.textContent;
const entries = () => panel().querySelectorAll('li').length;
const more = () => panel().querySelector<HTMLAnchorElement>('[data-testid="online-more"]');

describe('the online panel', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await cleanup();
  });

  it('asks for at most 100 players and counts everyone online in its heading', async () => {
    const online = await renderPanel(answer(3, 3));
    expect(online).toHaveBeenCalledWith({ limit: ONLINE_LIMIT });
    expect(ONLINE_LIMIT).toBe(100);
    expect(heading()).toBe('Online (3)');
    expect(entries()).toBe(3);
    expect(more()).toBeNull();
  });

  it('says how many more are online after a cut list, leading to the players list', async () => {
    await renderPanel(answer(100, 1250));
    expect(heading()).toBe('Online (1250)');
    expect(entries()).toBe(100);
    expect(more()?.textContent).toBe('…i jeszcze 1150 graczy online');
    expect(more()?.getAttribute('href')).toBe('/home/players');
    // The line comes after the list.
    expect(panel().querySelector('ul')!.compareDocumentPosition(more()!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('speaks of one more player and of a few in Polish', async () => {
    await renderPanel(answer(100, 101));
    expect(more()?.textContent).toBe('…i jeszcze 1 gracz online');
    await cleanup();
    vi.restoreAllMocks();
    await renderPanel(answer(100, 103));
    expect(more()?.textContent).toBe('…i jeszcze 3 gracze online');
  });

  it("says 'Nikt nie jest online' when nobody is, and when the poll fails", async () => {
    await renderPanel(answer(0, 0));
    expect(heading()).toBe('Online');
    expect(panel().textContent).toContain('Nikt nie jest online');
    expect(more()).toBeNull();
    await cleanup();
    vi.restoreAllMocks();
    await renderPanel(new Error('offline'));
    expect(heading()).toBe('Online');
    expect(panel().textContent).toContain('Nikt nie jest online');
  });
});
