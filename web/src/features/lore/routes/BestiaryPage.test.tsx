import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { LoreService, type Beast, type BestiaryCategory, type CancelablePromise, type LoreHit } from '@mrok/sdk';
import { button, changeValue, cleanup, click, flush, loadedEditor, queryButton, render, stubLayout } from '@/shared/editor/testing';
import { STORAGE_KEYS, sealRole, type Role } from '@/shared/session';
import BestiaryPage from './BestiaryPage';
import { groupBeasts } from '../bestiaryModel';

beforeAll(stubLayout);

const answer = <T,>(value: T) => Promise.resolve(value) as unknown as CancelablePromise<T>;
const category = (id: number, title: string): BestiaryCategory => ({ id, title, description: null, created_at: `2026-11-0${id}T10:00:00Z` });
const beast = (id: number, title: string, categoryId: number | null): Beast => ({
  id,
  title,
  description: `<p>O ${title}.</p>`,
  category_id: categoryId,
  category_title: null,
  created_at: `2026-11-1${id}T10:00:00Z`,
});

const CATEGORIES = [category(2, 'Nieumarli'), category(1, 'Podmiasto'), category(3, 'Duchy')];
const BEASTS = [beast(1, 'Szczurza Królowa', 1), beast(2, 'Szlamnik', 1), beast(3, 'Głodny', 2), beast(4, 'Zabłąkany', null)];

function signIn(role: Role) {
  const token = `e30.${btoa(JSON.stringify({ sub: '1', role })).replace(/=+$/, '')}.c2lnbg`;
  localStorage.setItem(STORAGE_KEYS.token, token);
  localStorage.setItem(STORAGE_KEYS.userId, '1');
  localStorage.setItem(STORAGE_KEYS.userRole, role);
  localStorage.setItem(STORAGE_KEYS.gameAuth, sealRole(role, token));
}

async function open(address = '/home/bestiary') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[address]}>
        <BestiaryPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await flush();
  await flush();
}

const text = () => document.body.textContent ?? '';
const sections = () => [...document.querySelectorAll('[data-testid="bestiary-category"]')].map((s) => s.querySelector('h2')?.textContent);
const beastButton = (title: string) => [...document.querySelectorAll<HTMLButtonElement>('[data-testid="lore-card"] h3 button')].find((b) => b.textContent === title)!;
const dialog = () => document.querySelector('[role="dialog"]');
const confirm = () => click([...dialog()!.querySelectorAll('button')].find((b) => b.textContent === 'Usuń')!);

describe('the bestiary', () => {
  beforeEach(() => {
    localStorage.clear();
    signIn('mieszkaniec');
    vi.spyOn(LoreService, 'listBestiaryCategories').mockImplementation(() => answer(CATEGORIES));
    vi.spyOn(LoreService, 'listBeasts').mockImplementation(() => answer(BEASTS));
  });
  afterEach(async () => {
    await cleanup();
    vi.restoreAllMocks();
  });

  it('groups the beasts by category and keeps the others apart', () => {
    const grouped = groupBeasts([category(1, 'A')], [beast(1, 'x', 1), beast(2, 'y', null), beast(3, 'z', 9)]);
    expect(grouped.groups[0].beasts.map((b) => b.id)).toEqual([1]);
    expect(grouped.uncategorized.map((b) => b.id)).toEqual([2, 3]);
  });

  it('lists the categories oldest first with their beasts, then the beasts without a category', async () => {
    await open();
    expect(document.querySelector('h1')?.textContent).toBe('Bestiariusz');
    expect(sections()).toEqual(['Podmiasto(2)', 'Nieumarli(1)', 'Duchy(0)', 'Bestie bez kategorii(1)']);
    expect(text()).toContain('W tej kategorii nie ma jeszcze bestii.');
    expect(queryButton('Dodaj kategorię')).toBeNull();
    expect(queryButton('Usuń: Szlamnik')).toBeNull();
  });

  it('folds a category and opens a beast inline on a short window', async () => {
    await open();
    const fold = [...document.querySelectorAll<HTMLButtonElement>('[data-testid="bestiary-category"] h2 button')][0];
    expect(fold.getAttribute('aria-expanded')).toBe('true');
    await click(fold);
    expect(fold.getAttribute('aria-expanded')).toBe('false');
    await click(beastButton('Głodny'));
    expect(beastButton('Głodny').getAttribute('aria-expanded')).toBe('true');
    expect(text()).toContain('O Głodny.');
  });

  it('says when it is empty', async () => {
    vi.spyOn(LoreService, 'listBestiaryCategories').mockImplementation(() => answer<BestiaryCategory[]>([]));
    vi.spyOn(LoreService, 'listBeasts').mockImplementation(() => answer<Beast[]>([]));
    await open();
    expect(text()).toContain('Bestiariusz jest jeszcze pusty.');
  });

  it('opens the beast a search hit names, unfolding its category', async () => {
    const hits: LoreHit[] = [{ kind: 'bestiary', id: 2, title: 'Szlamnik', snippet: 'O Szlamnik.' }];
    const search = vi.spyOn(LoreService, 'searchLore').mockImplementation(() => answer(hits));
    await open();
    vi.useFakeTimers();
    try {
      await click([...document.querySelectorAll<HTMLButtonElement>('[data-testid="bestiary-category"] h2 button')][0]);
      const input = document.querySelector<HTMLInputElement>('input[role="combobox"]')!;
      await act(async () => input.focus());
      await changeValue(input, 'szlamnik');
      await act(() => vi.advanceTimersByTimeAsync(300));
      expect(search).toHaveBeenCalledWith({ q: 'szlamnik', scope: 'bestiary', limit: 5 });
      await act(() => vi.advanceTimersByTimeAsync(0));
      await click(document.querySelector('[role="option"]')!);
      await act(() => vi.advanceTimersByTimeAsync(300));
      expect(beastButton('Szlamnik').getAttribute('aria-expanded')).toBe('true');
    } finally {
      vi.useRealTimers();
    }
  });

  describe('for a game master', () => {
    beforeEach(() => signIn('mistrz_gry'));

    it('refuses a beast without a title, a description or a category, in that order', async () => {
      const add = vi.spyOn(LoreService, 'addBeast');
      await open();
      await click(button('Dodaj bestię'));
      await click(button('Zapisz'));
      expect(text()).toContain('Tytuł nie może być pusty!');
      await changeValue(document.querySelector<HTMLInputElement>('[data-testid="lore-entry-form"] input[type="text"]')!, 'Ślepiec');
      await click(button('Zapisz'));
      expect(text()).toContain('Opis bestii nie może być pusty!');
      const editor = await loadedEditor();
      await act(async () => {
        editor.commands.setContent('<p>Nie widzi, ale słyszy.</p>');
      });
      await click(button('Zapisz'));
      expect(text()).toContain('Proszę wybrać kategorię dla bestii!');
      expect(add).not.toHaveBeenCalled();
    });

    it('refuses a category without a title', async () => {
      const add = vi.spyOn(LoreService, 'addBestiaryCategory');
      await open();
      await click(button('Dodaj kategorię'));
      await click(button('Zapisz'));
      expect(text()).toContain('Tytuł nie może być pusty!');
      expect(add).not.toHaveBeenCalled();
    });

    it('asks twice before deleting a category with beasts, naming how many', async () => {
      const remove = vi.spyOn(LoreService, 'deleteBestiaryCategory').mockImplementation(() => answer({ message: 'ok' }));
      await open();
      await click(button('Usuń kategorię: Podmiasto'));
      expect(dialog()?.textContent).toContain('Czy na pewno chcesz usunąć tę kategorię?');
      await confirm();
      expect(remove).not.toHaveBeenCalled();
      expect(dialog()?.textContent).toContain('Ta kategoria zawiera 2 bestie.');
      await confirm();
      await flush();
      expect(remove).toHaveBeenCalledWith({ id: 1 });
    });

    it('asks once before deleting an empty category, and once before deleting a beast', async () => {
      const removeCategory = vi.spyOn(LoreService, 'deleteBestiaryCategory').mockImplementation(() => answer({ message: 'ok' }));
      const removeBeast = vi.spyOn(LoreService, 'deleteBeast').mockImplementation(() => answer({ message: 'ok' }));
      await open();
      await click(button('Usuń kategorię: Duchy'));
      await confirm();
      await flush();
      expect(removeCategory).toHaveBeenCalledWith({ id: 3 });
      await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
      await click(button('Usuń: Szlamnik'));
      expect(dialog()?.textContent).toContain('Czy na pewno chcesz usunąć tę bestię?');
      await confirm();
      await flush();
      expect(removeBeast).toHaveBeenCalledWith({ id: 2 });
    });
  });
});
