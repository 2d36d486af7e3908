import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { LoreService, type CancelablePromise, type LoreHit } from '@mrok/sdk';
import { changeValue, cleanup, click, keyDown, render } from '@/shared/editor/testing';
import { BLUR_CLOSE_MS, LoreSearchBox, SEARCH_DEBOUNCE_MS, searchTerm } from './LoreSearchBox';

const hit = (id: number): LoreHit => ({ kind: 'bestiary', id, title: `Wilkołak ${id}`, snippet: `…o wilkołaku numer ${id}…` });
const HITS = [1, 2, 3, 4, 5, 6, 7].map(hit);

let search: ReturnType<typeof vi.fn>;
let chosen: LoreHit[];

const input = () => document.querySelector<HTMLInputElement>('input[role="combobox"]')!;
const options = () => [...document.querySelectorAll('[role="option"]')];
const isOpen = () => input().getAttribute('aria-expanded') === 'true';
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

async function open(limit = 5) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await render(
    <QueryClientProvider client={client}>
      <LoreSearchBox scope="bestiary" limit={limit} label="Szukaj bestii" onChoose={(h) => chosen.push(h)} />
    </QueryClientProvider>,
  );
  await act(async () => input().focus());
}

describe('the search box', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    chosen = [];
    search = vi.fn(() => Promise.resolve(HITS) as unknown as CancelablePromise<LoreHit[]>);
    vi.spyOn(LoreService, 'searchLore').mockImplementation(search);
  });
  afterEach(async () => {
    await cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('counts characters, not spaces, towards the minimum of 2', () => {
    expect(searchTerm('w')).toBeNull();
    expect(searchTerm(' w ')).toBeNull();
    expect(searchTerm('wi')).toBe('wi');
    expect(searchTerm('  ła ')).toBe('ła');
  });

  it('asks the server from 2 characters once typing settles, and lists at most the limit with snippets', async () => {
    await open();
    await changeValue(input(), 'w');
    await wait(1000);
    expect(search).not.toHaveBeenCalled();
    expect(isOpen()).toBe(false);

    await changeValue(input(), 'wi');
    expect(isOpen()).toBe(true);
    await wait(SEARCH_DEBOUNCE_MS - 1);
    expect(search).not.toHaveBeenCalled();
    await wait(1);
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith({ q: 'wi', scope: 'bestiary', limit: 5 });
    await wait(0);
    expect(options()).toHaveLength(5);
    expect(options()[0].textContent).toContain('…o wilkołaku numer 1…');
  });

  it('closes 200 ms after the box loses focus, not before, and stays open when focus comes back', async () => {
    await open();
    await changeValue(input(), 'wilkolak');
    await wait(SEARCH_DEBOUNCE_MS);
    await wait(0);
    expect(options()).toHaveLength(5);

    await act(async () => input().blur());
    await wait(BLUR_CLOSE_MS - 1);
    expect(isOpen()).toBe(true);
    await wait(1);
    expect(isOpen()).toBe(false);
    expect(options()).toHaveLength(0);

    await act(async () => input().focus());
    expect(isOpen()).toBe(true);
    await act(async () => input().blur());
    await wait(100);
    await act(async () => input().focus());
    await wait(BLUR_CLOSE_MS);
    expect(isOpen()).toBe(true);
  });

  it('chooses a hit with the keyboard or a click, and empties the box', async () => {
    await open();
    await changeValue(input(), 'wilk');
    await wait(SEARCH_DEBOUNCE_MS);
    await wait(0);
    await keyDown(input(), 'ArrowDown');
    await keyDown(input(), 'ArrowDown');
    expect(input().getAttribute('aria-activedescendant')).toBe(options()[1].id);
    await keyDown(input(), 'Enter');
    expect(chosen.map((h) => h.id)).toEqual([2]);
    expect(input().value).toBe('');
    expect(isOpen()).toBe(false);

    await changeValue(input(), 'wilk');
    await wait(SEARCH_DEBOUNCE_MS);
    await wait(0);
    await click(options()[3]);
    expect(chosen.map((h) => h.id)).toEqual([2, 4]);
  });

  it('says when nothing was found', async () => {
    search.mockImplementation(() => Promise.resolve([]) as unknown as CancelablePromise<LoreHit[]>);
    await open();
    await changeValue(input(), 'smok');
    await wait(SEARCH_DEBOUNCE_MS);
    await wait(0);
    expect(document.body.textContent).toContain('Nic nie znaleziono');
  });
});
