import { act } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, PlayersService, type CancelablePromise, type UserCharactersBody } from '@mrok/sdk';
import { button, changeValue, cleanup, click, flush, loadedEditor, queryButton, render, stubLayout } from '@/shared/editor/testing';
import { sessionApi } from '@/shared/sessions/api';
import type { SessionKind, SessionMessage, SessionRow } from '@/shared/sessions/model';
import { SEEN_MAP_KEYS } from '@/shared/sessions/unread';
import { downloadSession } from '@/features/sessions/download/downloadSession';
import SessionViewPage from '@/features/sessions/routes/SessionViewPage';

vi.mock('@/features/sessions/download/downloadSession', () => ({
  NO_SESSION_DATA: 'Brak danych sesji do pobrania',
  downloadSession: vi.fn(() => Promise.resolve()),
}));

beforeAll(stubLayout);

const ME = 7;
const OWNER = 1;

function session(over: Partial<SessionRow> = {}): SessionRow {
  return {
    kind: 'general',
    id: 5,
    title: 'Cienie nad Mrokiem',
    closed: false,
    ownerId: OWNER,
    ownerName: 'Mistrz',
    createdAt: '2026-11-01T10:00:00Z',
    lastActivity: '2026-11-21T20:00:00Z',
    lastAuthor: 'Mistrz',
    lastCharacterName: 'Narrator',
    lastCharacterType: 'narrator',
    isParticipant: true,
    // Seen up to its last activity: the view opens on the last page (unread opening has its own tests).
    seenAt: '2026-11-21T20:00:00Z',
    messageCount: 2,
    participants: [
      { id: OWNER, name: 'Mistrz', avatar: null },
      { id: ME, name: 'Morwena', avatar: null },
      { id: 9, name: 'Ilvar', avatar: null },
    ],
    ...over,
  };
}

function message(id: number, authorId: number, over: Partial<SessionMessage> = {}): SessionMessage {
  return {
    id,
    authorId,
    authorName: authorId === ME ? 'Morwena' : 'Mistrz',
    html: `<p>Wiadomość ${id}</p>`,
    characterType: authorId === ME ? 'main' : 'narrator',
    characterId: authorId === ME ? 11 : null,
    characterName: authorId === ME ? 'Morwena' : 'Narrator',
    characterAvatar: null,
    createdAt: '2026-11-21T19:00:00Z',
    editedAt: null,
    ...over,
  };
}

/** The SDK's calls answer with its own promise type; a plain promise stands in for it here. */
const cancelable = <T,>(promise: Promise<T>) => promise as unknown as CancelablePromise<T>;

function apiError(status: number, body?: unknown): ApiError {
  return new ApiError({ method: 'GET', url: '/x' }, { url: '/x', ok: false, status, statusText: 'x', body }, 'x');
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

async function open(kind: SessionKind = 'general', { search = '', state }: { search?: string; state?: unknown } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const base = kind === 'general' ? '/home/generalSessions' : '/home/privateSessions';
  const view = await render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[{ pathname: `${base}/5`, search, state }]}>
        <Routes>
          <Route path={`${base}/:sessionId`} element={<SessionViewPage kind={kind} />} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await flush();
  await flush();
  return { view, client };
}

const text = () => document.body.textContent ?? '';
const composer = () => document.querySelector('section[aria-label="Nowa wiadomość"]');
const pane = () => document.querySelector<HTMLElement>('[data-testid="messages-pane"]')!;
/** The button labelled `label` in the topmost dialog. */
function dialogButton(label: string): HTMLButtonElement {
  const dialog = [...document.querySelectorAll('[role="dialog"]')].at(-1)!;
  const found = [...dialog.querySelectorAll('button')].find((b) => b.textContent?.trim() === label);
  if (!found) throw new Error(`no button '${label}' in the dialog`);
  return found;
}
const location = () => document.querySelector('[data-testid="location"]')?.textContent;

const editor = loadedEditor;

/** How many times each read of the session was asked for so far. */
function readCalls() {
  const api = sessionApi('general');
  const count = (fn: unknown) => vi.mocked(fn as () => unknown).mock.calls.length;
  return { detail: count(api.detail), messages: count(api.messagesPage), seen: count(api.seen), myCharacter: count(api.myCharacter) };
}

const NOT_PARTICIPANT = 'Nie jesteś uczestnikiem tej sesji. Możesz przeglądać wiadomości, ale nie możesz pisać.';
const CLOSED = 'Ta sesja została zamknięta – nie można już dodawać wiadomości.';

describe('the session view', () => {
  let api: ReturnType<typeof sessionApi>;

  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem('userId', String(ME));
    api = sessionApi('general');
    vi.spyOn(api, 'detail').mockResolvedValue(session());
    vi.spyOn(api, 'messagesPage').mockResolvedValue([message(1, OWNER), message(2, ME)]);
    vi.spyOn(api, 'seen').mockResolvedValue();
    vi.spyOn(api, 'myCharacter').mockResolvedValue({ type: 'main', id: 11, name: 'Morwena', avatar: null });
    vi.spyOn(PlayersService, 'getUserCharacters').mockImplementation(() =>
      cancelable<UserCharactersBody>(
        Promise.resolve({
          mainCharacter: { id: 11, name: 'Morwena', race: 'x', gender: 'x', characterNumber: 0 },
          secondaryCharacters: [],
        }),
      ),
    );
  });
  afterEach(async () => {
    await cleanup();
    vi.restoreAllMocks();
    vi.mocked(downloadSession).mockClear();
    localStorage.clear();
  });

  it('shows the session, its messages and the composer to a participant', async () => {
    await open();
    expect(document.querySelector('h1')?.textContent).toBe('Cienie nad Mrokiem');
    expect(document.querySelector('[data-testid="session-status"]')?.textContent).toBe('Aktywna');
    expect(text()).toContain('Wiadomość 1');
    expect(text()).toContain('Wiadomość 2');
    expect(api.messagesPage).toHaveBeenCalledWith(5, 1);
    expect(composer()).not.toBeNull();
    expect(text()).not.toContain(NOT_PARTICIPANT);
    // Only the own message can be edited; the owner's tools are not there.
    expect(document.querySelectorAll('[data-testid="session-message"]')[0].textContent).not.toContain('Edytuj');
    expect(document.querySelectorAll('[data-testid="session-message"]')[1].textContent).toContain('Edytuj');
    expect(queryButton('Zamknij sesję')).toBeNull();
    expect(queryButton('Dodaj uczestników')).toBeNull();
    expect(queryButton('Zmień postać')).not.toBeNull();
    // Above the composer the pane keeps some height.
    expect(getComputedStyle(pane()).minHeight).toBe('160px');
  });

  it('marks the session seen with its last activity on opening', async () => {
    vi.mocked(api.detail).mockResolvedValue(session({ seenAt: null }));
    await open();
    expect(api.seen).toHaveBeenCalledWith(5, '2026-11-21T20:00:00Z');
    expect(JSON.parse(localStorage.getItem(SEEN_MAP_KEYS.general)!)).toEqual({ 5: '2026-11-21T20:00:00Z' });
  });

  it('does not mark it seen when opened from the archive', async () => {
    await open('general', { state: { fromArchive: true } });
    expect(api.seen).not.toHaveBeenCalled();
  });

  it('lets an outsider read without writing', async () => {
    vi.mocked(api.detail).mockResolvedValue(session({ isParticipant: false }));
    await open();
    expect(document.querySelector('[data-testid="session-not-participant"]')?.textContent).toBe(NOT_PARTICIPANT);
    expect(composer()).toBeNull();
    expect(queryButton('Edytuj')).toBeNull();
    expect(queryButton('Zmień postać')).toBeNull();
    expect(api.seen).not.toHaveBeenCalled();
    // Without a composer the pane ends under the last message: no empty band.
    expect(parseFloat(getComputedStyle(pane()).minHeight)).toBe(0);
  });

  it('shows a closed session without a composer', async () => {
    vi.mocked(api.detail).mockResolvedValue(session({ closed: true }));
    await open();
    expect(document.querySelector('[data-testid="session-closed"]')?.textContent).toBe(CLOSED);
    expect(document.querySelector('[data-testid="session-status"]')?.textContent).toBe('Zamknięta');
    expect(composer()).toBeNull();
    expect(queryButton('Edytuj')).toBeNull();
    expect(parseFloat(getComputedStyle(pane()).minHeight)).toBe(0);
  });

  it('tells an outsider of a closed session only that it is closed', async () => {
    vi.mocked(api.detail).mockResolvedValue(session({ closed: true, isParticipant: false }));
    await open();
    expect(document.querySelector('[data-testid="session-closed"]')?.textContent).toBe(CLOSED);
    expect(document.querySelector('[data-testid="session-not-participant"]')).toBeNull();
    expect(composer()).toBeNull();
  });

  it('opens on the last of several pages', async () => {
    vi.mocked(api.detail).mockResolvedValue(session({ messageCount: 45 }));
    await open();
    expect(api.messagesPage).toHaveBeenCalledWith(5, 3);
    expect(document.querySelector('nav[aria-label="Strony wiadomości"]')).not.toBeNull();
    expect(document.querySelector('[aria-current="page"]')?.textContent).toBe('3');
  });

  it('opens a participant at the first message they have not seen, marked, and the notices above the messages', async () => {
    // 45 messages, a minute apart from 19:00; seen up to 19:30 (message 31, on page 2).
    const at = (n: number) => new Date(Date.UTC(2026, 10, 21, 19, n - 1)).toISOString();
    vi.mocked(api.detail).mockResolvedValue(session({ messageCount: 45, seenAt: at(31), lastActivity: at(45), closed: true }));
    vi.mocked(api.messagesPage).mockImplementation(async (_id, page) =>
      Array.from({ length: page === 3 ? 5 : 20 }, (_, i) => {
        const n = ((page ?? 3) - 1) * 20 + i + 1;
        return message(n, n % 2 ? OWNER : ME, { createdAt: at(n) });
      }),
    );
    await open();
    expect(document.querySelector('[aria-current="page"]')?.textContent).toBe('2');
    const marker = document.querySelector('[data-first-unread]')!;
    expect(marker.textContent).toBe('Nowe wiadomości');
    expect(marker.nextElementSibling?.getAttribute('data-message-id')).toBe('33');
    // The closed notice comes before the messages, where the reader looks first.
    const notice = document.querySelector('[data-testid="session-closed"]')!;
    const pane = document.querySelector('[data-testid="messages-pane"]')!;
    expect(notice.compareDocumentPosition(pane) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('pages back on request, and waits while a message is edited', async () => {
    vi.mocked(api.detail).mockResolvedValue(session({ messageCount: 45 }));
    await open();
    const pageButton = (n: string) => document.querySelector<HTMLButtonElement>(`nav[aria-label="Strony wiadomości"] button[aria-label$="page ${n}"]`)!;
    await click(button('Edytuj'));
    expect(pageButton('1').disabled).toBe(true);
    await click(button('Anuluj'));
    await click(pageButton('1'));
    await flush();
    expect(api.messagesPage).toHaveBeenLastCalledWith(5, 1);
    expect(document.querySelector('[aria-current="page"]')?.textContent).toBe('1');
  });

  it('says when there are no messages', async () => {
    vi.mocked(api.detail).mockResolvedValue(session({ messageCount: 0 }));
    vi.mocked(api.messagesPage).mockResolvedValue([]);
    await open();
    expect(text()).toContain('Brak wiadomości w tej sesji.');
    expect(document.querySelector('nav[aria-label="Strony wiadomości"]')).toBeNull();
  });

  it('says a missing session is missing, with the way back', async () => {
    vi.mocked(api.detail).mockRejectedValue(apiError(404, { message: 'Nie ma' }));
    await open();
    expect(document.querySelector('[data-testid="session-not-found"] h1')?.textContent).toBe('Nie znaleziono sesji');
    expect(document.querySelector('[data-testid="session-not-found"] a')?.getAttribute('href')).toBe('/home/generalSessions');
  });

  it('edits an own message, refusing a blank one and showing the server message', async () => {
    const edit = vi.spyOn(api, 'edit').mockRejectedValueOnce(apiError(400, { message: 'Za długa' }));
    await open();
    await click(button('Edytuj'));
    const ed = await editor();
    await act(async () => {
      ed.commands.setContent('<p>   </p>');
    });
    await flush();
    await click(button('Zapisz'));
    expect(text()).toContain('Wiadomość nie może być pusta.');
    expect(edit).not.toHaveBeenCalled();

    await act(async () => {
      ed.commands.setContent('<p>Poprawione</p>', { emitUpdate: true });
    });
    await flush();
    await click(button('Zapisz'));
    await flush();
    expect(edit).toHaveBeenCalledWith(5, 2, '<p>Poprawione</p>');
    expect(text()).toContain('Za długa');

    edit.mockResolvedValueOnce(message(2, ME, { html: '<p>Poprawione</p>', editedAt: '2026-11-21T21:00:00Z' }));
    const reads = readCalls();
    await click(button('Zapisz'));
    await flush();
    await flush();
    expect(queryButton('Zapisz')).toBeNull();
    expect(text()).toContain('Poprawione');
    expect(text()).toContain('(edytowano)');
    // The answer replaced the cached message: nothing was asked again, and an edit is not news.
    expect(readCalls()).toEqual(reads);
  });

  it('sends in one request: the answer opens a new last page, already seen, nothing asked again', async () => {
    vi.mocked(api.detail).mockResolvedValue(session({ messageCount: 40 }));
    const sent = message(41, ME, { html: '<p>Idę dalej</p>', createdAt: '2026-11-21T22:00:00Z' });
    const post = vi.spyOn(api, 'post').mockResolvedValue(sent);
    const { client } = await open();
    expect(api.messagesPage).toHaveBeenLastCalledWith(5, 2);
    const reads = readCalls();
    const ed = await editor();
    await act(async () => {
      ed.commands.insertContent('Idę dalej');
    });
    await click(button('Wyślij'));
    await flush();
    await flush();
    expect(post).toHaveBeenCalledWith(5, '<p>Idę dalej</p>', false);
    expect(post).toHaveBeenCalledTimes(1);
    expect(readCalls()).toEqual(reads);
    expect(document.querySelector('[aria-current="page"]')?.textContent).toBe('3');
    expect(document.querySelectorAll('[data-testid="session-message"]')).toHaveLength(1);
    expect(text()).toContain('Idę dalej');
    const cached = client.getQueryData<SessionRow>(['sessions', 'general', 'detail', 5]);
    expect(cached).toMatchObject({ messageCount: 41, lastActivity: sent.createdAt, seenAt: sent.createdAt });
    expect(JSON.parse(localStorage.getItem(SEEN_MAP_KEYS.general)!)).toEqual({ 5: sent.createdAt });
  });

  it('adds a sent message to the cached last page when it has room', async () => {
    const sent = message(3, ME, { html: '<p>Trzecia</p>', createdAt: '2026-11-21T22:00:00Z' });
    vi.spyOn(api, 'post').mockResolvedValue(sent);
    await open();
    const reads = readCalls();
    const ed = await editor();
    await act(async () => {
      ed.commands.insertContent('Trzecia');
    });
    await click(button('Wyślij'));
    await flush();
    await flush();
    expect(readCalls()).toEqual(reads);
    expect([...document.querySelectorAll('[data-testid="session-message"]')].map((m) => m.textContent?.includes('Wiadomość') || m.textContent?.includes('Trzecia'))).toEqual([true, true, true]);
    expect(text()).toContain('Trzecia');
  });

  it('asks for the messages again when the poll shows someone else wrote', async () => {
    const { client } = await open();
    const before = vi.mocked(api.messagesPage).mock.calls.length;
    vi.mocked(api.messagesPage).mockResolvedValue([message(1, OWNER), message(2, ME), message(3, OWNER, { html: '<p>Odpowiedź</p>' })]);
    await act(async () => {
      client.setQueryData<SessionRow>(['sessions', 'general', 'detail', 5], session({ messageCount: 3, lastActivity: '2026-11-21T23:00:00Z' }));
    });
    await flush();
    await flush();
    expect(vi.mocked(api.messagesPage).mock.calls.length).toBeGreaterThan(before);
    expect(text()).toContain('Odpowiedź');
  });

  it('re-checks participation after a 403 on send and shows the server message', async () => {
    vi.spyOn(api, 'post').mockRejectedValue(apiError(403, { message: 'Nie masz uprawnień do pisania w tej sesji.' }));
    await open();
    const calls = vi.mocked(api.detail).mock.calls.length;
    vi.mocked(api.detail).mockResolvedValue(session({ isParticipant: false }));
    const ed = await editor();
    await act(async () => {
      ed.commands.insertContent('Halo');
    });
    await click(button('Wyślij'));
    await flush();
    await flush();
    expect(vi.mocked(api.detail).mock.calls.length).toBeGreaterThan(calls);
    expect(text()).toContain(NOT_PARTICIPANT);
    expect(composer()).toBeNull();
  });

  it('downloads with ?download=true about a second after loading, then drops the flag', async () => {
    await open('general', { search: '?download=true' });
    expect(downloadSession).not.toHaveBeenCalled();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 1100)));
    await flush();
    expect(downloadSession).toHaveBeenCalledOnce();
    expect(vi.mocked(downloadSession).mock.calls[0][1]).toBe(5);
    expect(vi.mocked(downloadSession).mock.calls[0][2]?.session?.title).toBe('Cienie nad Mrokiem');
    expect(location()).toBe('/home/generalSessions/5');
  });

  it("shows a failed download's message", async () => {
    vi.mocked(downloadSession).mockRejectedValueOnce(new Error('Brak danych sesji do pobrania'));
    await open();
    await click(button('Pobierz'));
    await flush();
    expect(document.querySelector('[data-testid="session-notice"]')?.textContent).toContain('Brak danych sesji do pobrania');
  });

  it("says when the character list cannot be loaded", async () => {
    vi.mocked(PlayersService.getUserCharacters).mockImplementation(() => cancelable(Promise.reject(apiError(500))));
    await open();
    await click(button('Zmień postać'));
    await flush();
    expect(text()).toContain('Nie udało się pobrać listy postaci');
  });

  it("changes the character through the picker, with the change's error text", async () => {
    const change = vi.spyOn(api, 'changeCharacter').mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await open();
    await click(button('Zmień postać'));
    await flush();
    expect(document.querySelector('[role="dialog"]')?.textContent).toContain('Morwena (postać główna)');
    expect(document.querySelector('[role="dialog"]')?.textContent).toContain('Narrator');
    await click(button('Wybierz'));
    await flush();
    expect(change).toHaveBeenCalledWith(5, { type: 'main', id: 11, name: 'Morwena' });
    expect(document.querySelector('[role="dialog"]')?.textContent).toContain('Wystąpił błąd podczas zmiany postaci');
  });

  describe('owner tools', () => {
    beforeEach(() => localStorage.setItem('userId', String(OWNER)));

    it('a general session has all three', async () => {
      await open();
      expect(queryButton('Dodaj uczestników')).not.toBeNull();
      expect(queryButton('Usuń uczestnika')).not.toBeNull();
      expect(queryButton('Zamknij sesję')).not.toBeNull();
    });

    it('a private session has only closing', async () => {
      const priv = sessionApi('private');
      vi.spyOn(priv, 'detail').mockResolvedValue(session({ kind: 'private' }));
      vi.spyOn(priv, 'messagesPage').mockResolvedValue([]);
      vi.spyOn(priv, 'seen').mockResolvedValue();
      vi.spyOn(priv, 'myCharacter').mockResolvedValue({ type: 'narrator', id: null, name: 'Narrator', avatar: null });
      await open('private');
      expect(queryButton('Dodaj uczestników')).toBeNull();
      expect(queryButton('Usuń uczestnika')).toBeNull();
      expect(queryButton('Zamknij sesję')).not.toBeNull();
    });

    it('closes after confirmation and shows the closed banner', async () => {
      const close = vi.spyOn(api, 'close').mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce();
      await open();
      await click(button('Zamknij sesję'));
      expect(close).not.toHaveBeenCalled();
      await click(button('Zamknij'));
      await flush();
      expect(text()).toContain('Błąd sieci podczas zamykania sesji.');
      vi.mocked(api.detail).mockResolvedValue(session({ closed: true }));
      await click(button('Zamknij'));
      await flush();
      await flush();
      expect(close).toHaveBeenCalledTimes(2);
      expect(text()).toContain(CLOSED);
      expect(composer()).toBeNull();
      expect(queryButton('Zamknij sesję')).toBeNull();
    });

    it('adds participants checked one by one', async () => {
      vi.spyOn(PlayersService, 'getUser').mockImplementation(({ id }) =>
        cancelable(
          id === 12
            ? Promise.resolve({ user: { id: 12, role: 'mieszkaniec', playerStatus: 'looking', createdAt: '', nickname: 'Wilczyca' } })
            : Promise.reject(apiError(404)),
        ),
      );
      const add = vi.spyOn(api, 'addMembers').mockResolvedValue();
      await open();
      await click(button('Dodaj uczestników'));
      const input = document.querySelector<HTMLInputElement>('input[aria-label="ID użytkownika"]')!;
      expect(button('Dodaj').disabled).toBe(true);
      expect(button('Dodaj do sesji').disabled).toBe(true);

      await changeValue(input, 'a9b');
      expect(input.value).toBe('9');
      await click(button('Dodaj'));
      expect(text()).toContain('Ten użytkownik już jest uczestnikiem sesji');

      await changeValue(input, '0');
      await click(button('Dodaj'));
      expect(text()).toContain('Podaj prawidłowe ID');

      await changeValue(input, '404');
      await click(button('Dodaj'));
      await flush();
      expect(text()).toContain('Nie znaleziono użytkownika o takim ID');

      await changeValue(input, '12');
      await click(button('Dodaj'));
      await flush();
      expect(text()).toContain('Wilczyca (ID: 12)');
      expect(input.value).toBe('');

      await changeValue(input, '12');
      await click(button('Dodaj'));
      expect(text()).toContain('Ten użytkownik już jest na liście do dodania');

      await click(button('Dodaj do sesji'));
      await flush();
      expect(add).toHaveBeenCalledWith(5, [12]);
    });

    it('removes a participant after confirmation, never the owner', async () => {
      const remove = vi.spyOn(api, 'removeMember').mockRejectedValueOnce(apiError(500)).mockResolvedValue();
      await open();
      await click(button('Usuń uczestnika'));
      expect(queryButton('Usuń Mistrz')).toBeNull();
      await click(button('Usuń Ilvar'));
      expect(remove).not.toHaveBeenCalled();
      await click(dialogButton('Usuń'));
      await flush();
      expect(text()).toContain('Błąd podczas usuwania członka');
      await click(button('Usuń Ilvar'));
      const reads = readCalls();
      await click(dialogButton('Usuń'));
      await flush();
      await flush();
      expect(remove).toHaveBeenLastCalledWith(5, 9);
      // Gone from the session at once, without reading it again.
      expect(queryButton('Usuń Ilvar')).toBeNull();
      expect(queryButton('Usuń Morwena')).not.toBeNull();
      expect(readCalls()).toEqual(reads);
    });
  });
});
