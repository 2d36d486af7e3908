import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import { ApiError, PlayersService, type UserCharactersBody } from '@mrok/sdk';
import { button, changeValue, cleanup, click, flush, loadedEditor, render, stubLayout } from '@/shared/editor/testing';
import { sessionApi, type SessionApi } from '@/shared/sessions/api';
import NewSessionPage from './NewSessionPage';

beforeAll(stubLayout);

const characters: UserCharactersBody = {
  mainCharacter: { id: 3, name: 'Morwena', race: 'Wampir', gender: 'Kobieta', characterNumber: 0 },
  secondaryCharacters: [{ id: 31, name: 'Cień', race: 'Człowiek', gender: 'Mężczyzna', characterNumber: 1 }],
};

function View() {
  return <p data-testid="view">Sesja {useParams().sessionId}</p>;
}

let client: QueryClient;

async function renderPage() {
  client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  await render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/home/generalSessions/new']}>
        <Routes>
          <Route path="/home/generalSessions/new" element={<NewSessionPage kind="general" />} />
          <Route path="/home/generalSessions/:sessionId" element={<View />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await flush();
}

const editor = loadedEditor;

async function write(text: string) {
  const target = await editor();
  await act(async () => {
    target.commands.insertContent(text);
  });
}

const titleInput = () => [...document.querySelectorAll<HTMLInputElement>('input')].find((i) => i.closest('.MuiTextField-root')?.textContent?.includes('Tytuł sesji'))!;
const radio = (value: string) => document.querySelector<HTMLInputElement>(`input[type="radio"][value="${value}"]`)!;
const text = () => document.body.textContent ?? '';

function apiError(status: number, body: unknown): ApiError {
  return new ApiError({ method: 'POST', url: '/generalSessions' }, { url: '/api/generalSessions', ok: false, status, statusText: 'Error', body }, 'Error');
}

describe('the new-session screen', () => {
  let create: MockInstance<SessionApi['create']>;

  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem('userId', '7');
    vi.spyOn(PlayersService, 'getUserCharacters').mockImplementation(
      () => Promise.resolve(characters) as ReturnType<typeof PlayersService.getUserCharacters>,
    );
    vi.spyOn(PlayersService, 'getUser').mockImplementation(
      ({ id }) =>
        Promise.resolve({ user: { id, role: 'mieszkaniec', playerStatus: 'looking', createdAt: '2026-01-01T00:00:00Z', nickname: 'Ilvar' } }) as ReturnType<
          typeof PlayersService.getUser
        >,
    );
    create = vi.spyOn(sessionApi('general'), 'create').mockResolvedValue(42);
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await cleanup();
    localStorage.clear();
  });

  it('offers the main character, each secondary one and the Narrator, the main one chosen', async () => {
    await renderPage();
    expect([...document.querySelectorAll('input[type="radio"]')].map((r) => (r as HTMLInputElement).value)).toEqual([
      'main:3',
      'secondary:31',
      'narrator:',
    ]);
    expect(radio('main:3').checked).toBe(true);
    expect(text()).toContain('Cień (postać poboczna)');
    expect(PlayersService.getUserCharacters).toHaveBeenCalledWith({ id: 7 });
  });

  it('requires a title after trimming', async () => {
    await renderPage();
    await changeValue(titleInput(), '   ');
    await write('Noc zapadła.');
    await click(button('Utwórz sesję'));
    await flush();
    expect(text().split('Podaj tytuł sesji!')).toHaveLength(2); // once, under the title
    expect(titleInput().getAttribute('aria-invalid')).toBe('true');
    expect(create).not.toHaveBeenCalled();
  });

  it('creates the session with its first message in one call, then opens it', async () => {
    await renderPage();
    await changeValue(titleInput(), '  Krew na śniegu ');
    await click(radio('secondary:31'));
    await changeValue(document.querySelector<HTMLInputElement>('input[aria-label="ID użytkownika"]')!, '12');
    await click(button('Dodaj'));
    await flush();
    await write('Noc zapadła.');
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    await click(button('Utwórz sesję'));
    await flush();
    expect(create).toHaveBeenCalledWith({
      title: 'Krew na śniegu',
      userIds: [12],
      character: { type: 'secondary', id: 31, name: 'Cień' },
      message: '<p>Noc zapadła.</p>',
    });
    // The list pages are marked stale, not asked for again at once (they are, when they show or poll next).
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['sessions', 'general', 'page'], refetchType: 'none' });
    expect(document.querySelector('[data-testid="view"]')?.textContent).toBe('Sesja 42');
  });

  it("shows the server's message, else the fallbacks for a server and for a network failure", async () => {
    await renderPage();
    await changeValue(titleInput(), 'Krew');
    await write('Noc.');
    create.mockRejectedValueOnce(apiError(400, { message: 'Za dużo uczestników.' }));
    await click(button('Utwórz sesję'));
    await flush();
    expect(text()).toContain('Za dużo uczestników.');

    create.mockRejectedValueOnce(apiError(500, {}));
    await click(button('Utwórz sesję'));
    await flush();
    expect(text()).toContain('Błąd podczas tworzenia sesji.');

    create.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await click(button('Utwórz sesję'));
    await flush();
    expect(text()).toContain('Wystąpił błąd przy tworzeniu sesji.');
    expect(document.querySelector('[data-testid="view"]')).toBeNull();
  });

  it('says when the characters cannot be read, and still offers the Narrator', async () => {
    vi.mocked(PlayersService.getUserCharacters).mockImplementation(
      () => Promise.reject(apiError(500, {})) as ReturnType<typeof PlayersService.getUserCharacters>,
    );
    await renderPage();
    expect(text()).toContain('Nie udało się pobrać listy postaci');
    expect(radio('narrator:').checked).toBe(true);
  });
});
