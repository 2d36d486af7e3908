import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router';
import { PlayersService, type PlayerRowBody, type PlayersBody } from '@mrok/sdk';
import { button, cleanup, click, flush, render } from '@/shared/editor/testing';
import { sealRole } from '@/shared/session';
import { playersPage } from '../api/playersPageQuery';
import PlayersPage from './PlayersPage';

const player = (id: number, race = 'Wampir'): PlayerRowBody => ({ id, nickname: `Gracz ${id}`, race, gender: 'Kobieta' });

/** A server of `count` players (ids 1…count, every fourth a werewolf): 50 a page, by id. */
function serverOf(count: number) {
  const everyone = Array.from({ length: count }, (_, i) => player(i + 1, (i + 1) % 4 === 0 ? 'Wilkołak' : 'Wampir'));
  return vi.spyOn(PlayersService, 'listPlayers').mockImplementation(({ race, page } = {}) => {
    const selected = race === 'wilkołak' ? everyone.filter((p) => p.race === 'Wilkołak') : everyone;
    const n = page ?? 1;
    const answer: PlayersBody = { players: selected.slice((n - 1) * 50, n * 50), total: selected.length, page: n, pageSize: 50 };
    return Promise.resolve(answer) as ReturnType<typeof PlayersService.listPlayers>;
  });
}

function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.pathname + location.search}</output>;
}
const address = () => document.querySelector('[data-testid="address"]')?.textContent;

async function renderPlayers(entry = '/home/players') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[entry]}>
        <PlayersPage />
        <Address />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await flush();
}

const text = () => document.body.textContent ?? '';
const ids = () => [...document.querySelectorAll('[data-testid="players-table"] tbody tr')].map((r) => Number(r.querySelector('td')?.textContent));
const pagesNav = () => document.querySelector('nav[aria-label="Strony listy graczy"]');
const columns = () => [...document.querySelectorAll('[data-testid="players-table"] th')].map((th) => th.textContent);

async function chooseRace(label: string) {
  await click(document.querySelector('[role="combobox"]')!);
  await click([...document.querySelectorAll('[role="option"]')].find((o) => o.textContent === label)!);
  await flush();
}

beforeEach(() => {
  localStorage.setItem('userId', '7');
});
afterEach(async () => {
  vi.restoreAllMocks();
  await cleanup();
  localStorage.clear();
});

describe('the pages of the players list', () => {
  it('reads page 1 without ?strona and shows no pages when all fit on one', async () => {
    const list = serverOf(50);
    await renderPlayers();
    expect(list).toHaveBeenCalledWith({ race: '', page: 1 });
    expect(ids()).toHaveLength(50);
    expect(pagesNav()).toBeNull();
  });

  it('reads the page ?strona names and pages in Polish under the table', async () => {
    const list = serverOf(120);
    await renderPlayers('/home/players?strona=2');
    expect(list).toHaveBeenCalledWith({ race: '', page: 2 });
    expect(list).not.toHaveBeenCalledWith({ race: '', page: 1 });
    expect(ids()[0]).toBe(51);
    expect(ids()).toHaveLength(50);
    const nav = pagesNav()!;
    expect(nav).not.toBeNull();
    const table = document.querySelector('[data-testid="players-table"]')!;
    expect(table.compareDocumentPosition(nav) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const labels = [...nav.querySelectorAll('button')].map((b) => b.getAttribute('aria-label'));
    expect(labels).toEqual(['Poprzednia strona', 'Strona 1', 'Strona 2', 'Strona 3', 'Następna strona']);

    await click(button('Następna strona'));
    await flush();
    expect(address()).toBe('/home/players?strona=3');
    expect(ids()).toEqual(Array.from({ length: 20 }, (_, i) => 101 + i));
    await click(button('Strona 1'));
    await flush();
    expect(address()).toBe('/home/players');
    expect(ids()[0]).toBe(1);
  });

  it('keeps the page shown, dimmed with Ładowanie..., while the next one loads', async () => {
    const list = serverOf(60);
    await renderPlayers();
    let answer!: (body: PlayersBody) => void;
    list.mockReturnValueOnce(new Promise<PlayersBody>((resolve) => (answer = resolve)) as ReturnType<typeof PlayersService.listPlayers>);
    await click(button('Strona 2'));
    await flush();
    expect(ids()).toHaveLength(50);
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(document.querySelector('[role="status"]')?.textContent).toBe('Ładowanie...');
    answer({ players: [player(51), player(52)], total: 52, page: 2, pageSize: 50 });
    // The answer settles in microtasks and TanStack Query tells React in a timer after them.
    await flush();
    await flush();
    expect(ids()).toEqual([51, 52]);
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
    expect(text()).not.toContain('Ładowanie...');
  });

  it('says Ładowanie... before the first page arrives', async () => {
    vi.spyOn(PlayersService, 'listPlayers').mockReturnValue(new Promise(() => {}) as ReturnType<typeof PlayersService.listPlayers>);
    await renderPlayers();
    expect(document.querySelector('[role="status"]')?.textContent).toBe('Ładowanie...');
    expect(document.querySelector('[data-testid="players-table"]')).toBeNull();
  });

  it('goes back to page 1 when another race is chosen, with that race’s pages', async () => {
    const list = serverOf(260);
    await renderPlayers('/home/players?strona=3');
    expect(ids()[0]).toBe(101);
    await chooseRace('Wilkołaki');
    expect(list).toHaveBeenLastCalledWith({ race: 'wilkołak', page: 1 });
    expect(decodeURIComponent(address() ?? '')).toBe('/home/players?rasa=wilkołak');
    expect(ids()).toHaveLength(50);
    expect(ids()[0]).toBe(4);
    // 65 werewolves: two pages.
    const labels = [...pagesNav()!.querySelectorAll('button')].map((b) => b.getAttribute('aria-label'));
    expect(labels).toEqual(['Poprzednia strona', 'Strona 1', 'Strona 2', 'Następna strona']);
    await click(button('Strona 2'));
    await flush();
    expect(list).toHaveBeenLastCalledWith({ race: 'wilkołak', page: 2 });
    expect(ids()).toHaveLength(15);
    // Back to every race: the address forgets both.
    await chooseRace('Wszystkie rasy');
    expect(address()).toBe('/home/players');
    expect(list).toHaveBeenLastCalledWith({ race: '', page: 1 });
  });

  it('reads the race from the address, so a reload or a shared link keeps it', async () => {
    const list = serverOf(260);
    await renderPlayers('/home/players?rasa=wilko%C5%82ak&strona=2');
    expect(list).toHaveBeenLastCalledWith({ race: 'wilkołak', page: 2 });
    expect(ids()).toHaveLength(15);
    expect(document.querySelector('[role="combobox"]')?.textContent).toBe('Wilkołaki');
    // An unknown race reads as every race.
    await cleanup();
    await renderPlayers('/home/players?rasa=smok');
    expect(list).toHaveBeenLastCalledWith({ race: '', page: 1 });
  });

  it('goes to the last page when ?strona is past the end', async () => {
    serverOf(60);
    await renderPlayers('/home/players?strona=9');
    await flush();
    expect(address()).toBe('/home/players?strona=2');
    expect(ids()).toHaveLength(10);
    expect(text()).not.toContain('Brak graczy');
  });

  it('says Brak graczy for an empty list, and shows the admin columns to admins only', async () => {
    serverOf(0);
    await renderPlayers();
    expect(text()).toContain('Brak graczy');
    expect(pagesNav()).toBeNull();
    await cleanup();

    serverOf(3);
    await renderPlayers();
    expect(columns()).toEqual(['ID', 'Nick', 'Kasta', 'Płeć']);
    await cleanup();
    // An admin's login as stored (the role sealed with the token's signature).
    const token = `x.${btoa(JSON.stringify({ role: 'admin' }))}.podpis`;
    localStorage.setItem('token', token);
    localStorage.setItem('userRole', 'admin');
    localStorage.setItem('gameAuth', sealRole('admin', token));
    await renderPlayers();
    expect(columns()).toEqual(['ID', 'Nick', 'Kasta', 'Płeć', 'Data rejestracji', 'IP']);
    // The admin's wider table scrolls sideways inside its own box, never the page.
    const box = document.querySelector<HTMLElement>('[data-testid="players-table"]')!;
    expect(getComputedStyle(box).overflowX).toBe('auto');
    expect(getComputedStyle(box.querySelector('table')!).minWidth).toBe('720px');
  });
});

describe('the answer as a page', () => {
  it('takes the page and its size from the server, else the one asked for and 50', () => {
    expect(playersPage({ players: [player(1)], total: 70, page: 2, pageSize: 50 }, 2)).toEqual({ rows: [player(1)], total: 70, page: 2, pageSize: 50 });
    expect(playersPage({ players: [player(1)], total: 1 }, 3)).toEqual({ rows: [player(1)], total: 1, page: 3, pageSize: 50 });
    expect(playersPage(undefined, 1)).toEqual({ rows: [], total: 0, page: 1, pageSize: 50 });
  });
});
