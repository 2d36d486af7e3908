import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { ApiError, LoreService, type CancelablePromise, type LoreEntry, type MessageBody } from '@mrok/sdk';
import { button, changeValue, cleanup, click, flush, keyDown, loadedEditor, queryButton, render, stubLayout } from '@/shared/editor/testing';
import { STORAGE_KEYS, sealRole } from '@/shared/session';
import LorePage from '../routes/LorePage';
import type { CollectionKey } from '../collections';

beforeAll(stubLayout);

const answer = <T,>(value: T) => Promise.resolve(value) as unknown as CancelablePromise<T>;
const refusal = <T,>(status: number, message: string) =>
  Promise.reject(
    new ApiError({ method: 'POST', url: '/x' }, { url: '/api/x', ok: false, status, statusText: '', body: { message } }, 'x'),
  ) as unknown as CancelablePromise<T>;

const entry = (id: number, title: string, day: number, description = `<p>O ${title}.</p>`): LoreEntry => ({
  id,
  title,
  description,
  image: null,
  created_at: `2026-11-${String(day).padStart(2, '0')}T10:00:00Z`,
  updated_at: null,
});

/** The window's height as media queries see it (jsdom has none: the modal rule needs one). */
function windowHeight(height: number | null) {
  if (height === null) {
    Reflect.deleteProperty(window, 'matchMedia');
    return;
  }
  window.matchMedia = ((query: string) => {
    const min = /min-height:(\d+)px/.exec(query);
    return {
      matches: min ? height >= Number(min[1]) : false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    };
  }) as unknown as typeof window.matchMedia;
}

function asAdmin() {
  const token = `e30.${btoa(JSON.stringify({ sub: '1', role: 'admin' })).replace(/=+$/, '')}.c2lnbg`;
  localStorage.setItem(STORAGE_KEYS.token, token);
  localStorage.setItem(STORAGE_KEYS.userRole, 'admin');
  localStorage.setItem(STORAGE_KEYS.gameAuth, sealRole('admin', token));
}

async function open(collection: CollectionKey, address = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[address]}>
        <LorePage collection={collection} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await flush();
  await flush();
}

const text = () => document.body.textContent ?? '';
const titles = () => [...document.querySelectorAll('[data-testid="lore-card"] h2')].map((h) => h.textContent);
const cardButton = (title: string) => [...document.querySelectorAll<HTMLButtonElement>('[data-testid="lore-card"] h2 button')].find((b) => b.textContent === title)!;
const dialog = () => document.querySelector('[role="dialog"]');

describe('an entry-list page', () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem(STORAGE_KEYS.token, 'tok');
    localStorage.setItem(STORAGE_KEYS.userId, '7');
    windowHeight(null);
  });
  afterEach(async () => {
    await cleanup();
    vi.restoreAllMocks();
    windowHeight(null);
  });

  it('shows its heading and its cards oldest first, and no tools to a player', async () => {
    vi.spyOn(LoreService, 'listWerewolves').mockImplementation(() => answer([entry(2, 'Klany', 21), entry(1, 'Klątwa', 20)]));
    await open('werewolves');
    expect(document.querySelector('h1')?.textContent).toBe('Wilkołaki');
    expect(titles()).toEqual(['Klątwa', 'Klany']);
    expect(queryButton('Dodaj Wilkołaka')).toBeNull();
    expect(queryButton('Usuń: Klątwa')).toBeNull();
  });

  it('keeps the server’s order on the rules and shows an empty state', async () => {
    vi.spyOn(LoreService, 'listRules').mockImplementation(() => answer([entry(2, '§ 2', 21), entry(1, '§ 1', 20)]));
    vi.spyOn(LoreService, 'listGuards').mockImplementation(() => answer<LoreEntry[]>([]));
    await open('rules');
    expect(titles()).toEqual(['§ 2', '§ 1']);
    await cleanup();
    await open('guards');
    expect(document.querySelector('h1')?.textContent).toBe('Ludzie');
    expect(text()).toContain('Nie ma tu jeszcze żadnych wpisów.');
  });

  it('expands inline on a short window, one entry at a time, a second click closing it', async () => {
    windowHeight(700);
    vi.spyOn(LoreService, 'listVampires').mockImplementation(() => answer([entry(1, 'Rody', 20), entry(2, 'Głód', 21)]));
    await open('vampires');
    await click(cardButton('Rody'));
    expect(cardButton('Rody').getAttribute('aria-expanded')).toBe('true');
    expect(text()).toContain('O Rody.');
    expect(dialog()).toBeNull();
    await click(cardButton('Głód'));
    expect(cardButton('Rody').getAttribute('aria-expanded')).toBe('false');
    expect(cardButton('Głód').getAttribute('aria-expanded')).toBe('true');
    await click(cardButton('Głód'));
    expect(cardButton('Głód').getAttribute('aria-expanded')).toBe('false');
  });

  it('opens a modal on a window at least 800 px tall, which Escape closes', async () => {
    windowHeight(800);
    vi.spyOn(LoreService, 'listMages').mockImplementation(() => answer([entry(1, 'Kryształy', 20)]));
    await open('mag');
    await click(cardButton('Kryształy'));
    expect(dialog()?.textContent).toContain('O Kryształy.');
    expect(document.getElementById('lore-entry-title')?.textContent).toBe('Kryształy');
    await keyDown(dialog()!, 'Escape');
    // The modal fades out (225 ms).
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(dialog()).toBeNull();
  });

  it('opens the entry named in the address', async () => {
    windowHeight(700);
    vi.spyOn(LoreService, 'listCults').mockImplementation(() => answer([entry(1, 'Dzieci Nocy', 20), entry(2, 'Czciciele Pełni', 21)]));
    await open('cults', '/home/cults?entry=2');
    expect(cardButton('Czciciele Pełni').getAttribute('aria-expanded')).toBe('true');
    expect(cardButton('Dzieci Nocy').getAttribute('aria-expanded')).toBe('false');
  });

  it('enlarges an image of the text on the drugs page, and a click on it closes the view', async () => {
    windowHeight(700);
    const html = '<p>Pył.</p><p><img src="/api/uploads/szron.png" alt="Szron na wardze"></p>';
    vi.spyOn(LoreService, 'listDrugs').mockImplementation(() => answer([entry(1, 'Szron', 20, html)]));
    await open('drugs');
    await click(cardButton('Szron'));
    await click(document.querySelector('[data-testid="entry-body"] img')!);
    const viewer = document.querySelector<HTMLImageElement>('[data-testid="image-viewer"]');
    expect(viewer?.getAttribute('src')).toContain('/api/uploads/szron.png');
    await click(viewer!);
    await flush();
    expect(document.querySelector('[data-testid="image-viewer"]')).toBeNull();
  });

  describe('for an admin', () => {
    beforeEach(asAdmin);

    it('refuses an empty entry in the collection’s words before asking the server', async () => {
      vi.spyOn(LoreService, 'listLaw').mockImplementation(() => answer<LoreEntry[]>([]));
      const add = vi.spyOn(LoreService, 'addLaw');
      await open('law');
      await click(button('Dodaj Przepis'));
      await click(button('Zapisz'));
      expect(text()).toContain('Tytuł i opis są wymagane!');
      expect(add).not.toHaveBeenCalled();
    });

    it('shows the server’s refusal of a save, and its own words when the server gives none', async () => {
      vi.spyOn(LoreService, 'listSpells').mockImplementation(() => answer<LoreEntry[]>([]));
      const add = vi
        .spyOn(LoreService, 'addSpell')
        .mockImplementationOnce(() => refusal(400, 'Tytuł może mieć najwyżej 200 znaków, a opis 100000.'))
        .mockImplementationOnce(() => Promise.reject(new Error('offline')) as unknown as CancelablePromise<LoreEntry>);
      vi.spyOn(console, 'error').mockImplementation(() => {});
      await open('spells');
      await click(button('Dodaj Zaklęcie'));
      await changeValue(document.querySelector<HTMLInputElement>('[data-testid="lore-entry-form"] input[type="text"]')!, 'Lazurowa Tarcza');
      const editor = await loadedEditor();
      await act(async () => {
        editor.commands.setContent('<p>Tarcza z lazurytu.</p>');
      });
      await click(button('Zapisz'));
      await flush();
      expect(add).toHaveBeenCalledWith({ formData: { title: 'Lazurowa Tarcza', description: '<p>Tarcza z lazurytu.</p>' } });
      expect(text()).toContain('Tytuł może mieć najwyżej 200 znaków, a opis 100000.');
      await click(button('Zapisz'));
      await flush();
      expect(text()).toContain('Wystąpił błąd podczas zapisu. Sprawdź konsolę.');
    });

    it('shows the chosen cover’s name and refuses a file that is not an image', async () => {
      vi.spyOn(LoreService, 'listTechnology').mockImplementation(() => answer<LoreEntry[]>([]));
      await open('technology');
      await click(button('Dodaj Technologię'));
      const input = document.querySelector<HTMLInputElement>('[data-testid="lore-cover-input"]')!;
      const choose = (file: File) =>
        act(async () => {
          Object.defineProperty(input, 'files', { value: [file], configurable: true });
          input.dispatchEvent(new Event('change', { bubbles: true }));
        });
      await choose(new File(['x'], 'notatki.txt', { type: 'text/plain' }));
      expect(text()).toContain('Proszę wybrać plik obrazu!');
      await choose(new File(['x'], 'latarnia.png', { type: 'image/png' }));
      expect(text()).toContain('Wybrano: latarnia.png');
      expect(text()).not.toContain('Proszę wybrać plik obrazu!');
    });

    it('takes an entry’s cover off on request, and can think better of it before saving', async () => {
      const covered: LoreEntry = { ...entry(1, 'Klątwa', 20), image: '/uploads/ksiezyc.png' };
      vi.spyOn(LoreService, 'listWerewolves').mockImplementation(() => answer([covered]));
      const update = vi.spyOn(LoreService, 'updateWerewolf').mockImplementation(() => answer<LoreEntry>({ ...covered, image: null }));
      await open('werewolves');
      await click(button('Edytuj: Klątwa'));
      expect(text()).toContain('Bez nowego pliku zostaje dotychczasowa okładka.');
      await click(button('Usuń okładkę'));
      expect(text()).toContain('Okładka zniknie po zapisaniu.');
      await click(button('Zostaw okładkę'));
      expect(text()).toContain('Bez nowego pliku zostaje dotychczasowa okładka.');
      await click(button('Usuń okładkę'));
      await click(button('Zapisz'));
      await flush();
      expect(update).toHaveBeenCalledWith({ id: 1, formData: { title: 'Klątwa', description: '<p>O Klątwa.</p>', removeImage: true } });
    });

    it('deletes after the spec’s question and takes the entry off the list without reading it again', async () => {
      const list = vi.spyOn(LoreService, 'listWerewolves').mockImplementation(() => answer([entry(1, 'Klątwa', 20), entry(2, 'Klany', 21)]));
      const remove = vi.spyOn(LoreService, 'deleteWerewolf').mockImplementation(() => answer({ message: 'Wpis został usunięty.' }));
      await open('werewolves');
      await click(button('Usuń: Klątwa'));
      expect(dialog()?.textContent).toContain('Czy na pewno chcesz usunąć tego wilkołaka?');
      await click([...dialog()!.querySelectorAll('button')].find((b) => b.textContent === 'Usuń')!);
      await flush();
      expect(remove).toHaveBeenCalledWith({ id: 1 });
      expect(titles()).toEqual(['Klany']);
      expect(list).toHaveBeenCalledTimes(1);
    });

    it('says so when a deletion fails', async () => {
      vi.spyOn(LoreService, 'listNpc').mockImplementation(() => answer([entry(1, 'Ludmiła', 20)]));
      vi.spyOn(LoreService, 'deleteNpc').mockImplementation(() => Promise.reject(new Error('offline')) as unknown as CancelablePromise<MessageBody>);
      vi.spyOn(console, 'error').mockImplementation(() => {});
      await open('npc');
      await click(button('Usuń: Ludmiła'));
      expect(dialog()?.textContent).toContain('Czy na pewno chcesz usunąć tego NPC?');
      await click([...dialog()!.querySelectorAll('button')].find((b) => b.textContent === 'Usuń')!);
      await flush();
      expect(text()).toContain('Wystąpił błąd podczas usuwania.');
      expect(titles()).toEqual(['Ludmiła']);
    });

    it('appends a created rule to the list without reading it again (spec 3 §4)', async () => {
      const list = vi.spyOn(LoreService, 'listRules').mockImplementation(() => answer([entry(1, '§ 1', 20)]));
      vi.spyOn(LoreService, 'addRule').mockImplementation(() => answer(entry(9, '§ 9', 22)));
      await open('rules');
      await click(button('Dodaj Zasadę'));
      await changeValue(document.querySelector<HTMLInputElement>('[data-testid="lore-entry-form"] input[type="text"]')!, '§ 9');
      const editor = await loadedEditor();
      await act(async () => {
        editor.commands.setContent('<p>Nowa zasada.</p>');
      });
      await click(button('Zapisz'));
      await flush();
      expect(titles()).toEqual(['§ 1', '§ 9']);
      expect(list).toHaveBeenCalledTimes(1);
      expect(document.querySelector('[data-testid="lore-entry-form"]')).toBeNull();
    });
  });
});
