import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  ApiError,
  PlayersService,
  TavernService,
  type CancelablePromise,
  type TavernMessageBody,
  type TavernMessages,
  type TavernParticipants,
  type TavernStatus,
  type UserCharactersBody,
} from '@mrok/sdk';
import { button, cleanup, click, flush, loadedEditor, queryButton, render, stubLayout } from '@/shared/editor/testing';
import { CELLAR, HALL, tavernMessage } from '../testFixtures';
import { TAVERN_STORAGE_KEYS, readTavernState, saveTavernState } from '../tavernState';
import { FakeSocket, openSockets } from '@/shared/live/fakeSocket';
import TavernPage from './TavernPage';

beforeAll(stubLayout);

const ME = 7;
const MORWENA = { type: 'main' as const, id: 9, name: 'Morwena' };

const live = openSockets;
const cancelable = <T,>(value: T | Error) =>
  (value instanceof Error ? Promise.reject(value) : Promise.resolve(value)) as unknown as CancelablePromise<T>;
const page = (messages: TavernMessageBody[], total = messages.length): TavernMessages => ({
  messages,
  pagination: { page: 1, limit: 30, total, totalPages: Math.max(1, Math.ceil(total / 30)) },
});

function mockServer(status: TavernStatus) {
  vi.spyOn(TavernService, 'tavernStatus').mockImplementation(() => cancelable(status));
  vi.spyOn(TavernService, 'tavernRooms').mockImplementation(() => cancelable({ rooms: [HALL, CELLAR] }));
  vi.spyOn(TavernService, 'enterTavern').mockImplementation(() => cancelable<TavernStatus>({ isInTavern: true, character: MORWENA }));
  vi.spyOn(TavernService, 'enterTavernRoom').mockImplementation(({ id }) => cancelable({ room: id === 2 ? CELLAR : HALL }));
  vi.spyOn(TavernService, 'leaveTavern').mockImplementation(() => cancelable({ message: 'Wyszedłeś' }));
  vi.spyOn(TavernService, 'tavernTyping').mockImplementation(() => cancelable<void>(undefined));
  vi.spyOn(TavernService, 'tavernParticipants').mockImplementation(() => cancelable<TavernParticipants>({ participants: [], characters: [] }));
  vi.spyOn(TavernService, 'tavernMessages').mockImplementation(({ id }) =>
    cancelable(page(id === 1 ? [tavernMessage({ id: 1, user_id: 9, author_name: 'Ilvar', character_name: 'Ilvar', message: '<p>Witaj</p>' })] : [])),
  );
  vi.spyOn(PlayersService, 'getUserCharacters').mockImplementation(() =>
    cancelable<UserCharactersBody>({
      mainCharacter: { id: 9, name: 'Morwena', race: 'Wampir', gender: 'Kobieta', characterNumber: 1 },
      secondaryCharacters: [{ id: 12, name: 'Lutek', race: 'Człowiek', gender: 'Mężczyzna', characterNumber: 2 }],
    }),
  );
}

async function openPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  await render(
    <QueryClientProvider client={client}>
      <TavernPage />
    </QueryClientProvider>,
  );
  await flush();
  await flush();
  await flush();
  return client;
}

const text = () => document.body.textContent ?? '';
const shownMessages = () => [...document.querySelectorAll('[data-testid="tavern-message"]')].map((m) => m.getAttribute('data-message-id'));
const primary = (e: Element) => e.querySelector('.MuiListItemText-primary')?.textContent ?? '';
const entry = (name: string) => [...document.querySelectorAll<HTMLElement>('[role="button"]')].find((e) => primary(e).startsWith(name))!;
const heading = () => document.querySelector('h1')?.textContent;

describe('the tavern page', () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem('token', 'tok');
    localStorage.setItem('userId', String(ME));
    FakeSocket.opened = [];
    vi.stubGlobal('WebSocket', FakeSocket);
  });
  afterEach(async () => {
    await cleanup();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('outside: dimmed, with the way in and the word that one must enter to read and write, and no socket', async () => {
    mockServer({ isInTavern: false });
    await openPage();
    expect(document.querySelector('[data-testid="tavern-outside"]')).not.toBeNull();
    expect(text()).toContain('Musisz wejść do karczmy, aby czytać rozmowy i pisać wiadomości.');
    expect(queryButton('Wejdź do karczmy')).not.toBeNull();
    expect(FakeSocket.opened).toHaveLength(0);
    expect(TavernService.tavernMessages).not.toHaveBeenCalled();
  });

  it('enters in two steps and two calls, stores the state, reads page 1 and opens the room socket', async () => {
    mockServer({ isInTavern: false });
    await openPage();
    await click(button('Wejdź do karczmy'));
    await click(entry('Morwena'));
    await click(entry('Główna sala'));
    await click(button('Morwena -> Główna sala'));
    await flush();
    await flush();
    expect(TavernService.enterTavern).toHaveBeenCalledWith({ requestBody: { characterType: 'main', characterId: 9 } });
    expect(TavernService.enterTavernRoom).toHaveBeenCalledWith({ id: 1 });
    expect(readTavernState()).toEqual({ inside: true, character: MORWENA, room: 1 });
    expect(heading()).toBe('Główna sala');
    expect(text()).toContain('Dym, wino i plotki.');
    expect(TavernService.tavernMessages).toHaveBeenCalledWith({ id: 1, page: 1, limit: 30 });
    expect(shownMessages()).toEqual(['1']);
    expect(live().map((s) => s.url)).toEqual(['ws://localhost:3000/ws/?room=1&token=tok']);
  });

  describe('inside', () => {
    beforeEach(() => {
      saveTavernState({ inside: true, character: MORWENA, room: 1 });
      mockServer({ isInTavern: true, character: MORWENA, room: HALL });
    });

    it('on a phone fills the window with the room: the pane takes what the header and composer leave, at least 120 px', async () => {
      vi.stubGlobal('innerWidth', 390);
      await openPage();
      const root = document.querySelector<HTMLElement>('[data-layout]')!;
      expect(root.dataset.layout).toBe('fill');
      expect(root.style.minHeight || getComputedStyle(root).minHeight).toContain('var(--mrok-shell-chrome');
      const pane = document.querySelector<HTMLElement>('[data-testid="tavern-messages"]')!;
      expect(getComputedStyle(pane).flexGrow).toBe('1');
      expect(getComputedStyle(pane).minHeight).toBe('120px');
      expect(getComputedStyle(pane).height).not.toBe('50vh');
      // The composer is in the same column, under the pane.
      expect(root.contains((await loadedEditor()).view.dom)).toBe(true);
    });

    it('on a desktop keeps the tall pane of its own height', async () => {
      await openPage();
      expect(document.querySelector<HTMLElement>('[data-layout]')!.dataset.layout).toBe('page');
      const pane = document.querySelector<HTMLElement>('[data-testid="tavern-messages"]')!;
      expect(getComputedStyle(pane).flexGrow).not.toBe('1');
      expect(getComputedStyle(pane).minHeight).toBe('220px');
    });

    it('restores the stored room without a call and shows live messages of this room once', async () => {
      await openPage();
      expect(TavernService.enterTavern).not.toHaveBeenCalled();
      expect(TavernService.enterTavernRoom).not.toHaveBeenCalled();
      expect(heading()).toBe('Główna sala');
      const [socket] = live();
      await socket.push({ type: 'room_joined', room_id: 1 });
      await socket.push({ type: 'active_users_update', room_id: 1, count: 3 });
      await socket.push({ type: 'message', ...tavernMessage({ id: 2, user_id: 9, message: '<p>Kto stawia?</p>' }) });
      await socket.push({ type: 'message', ...tavernMessage({ id: 2, user_id: 9, message: '<p>Kto stawia?</p>' }) });
      await socket.push({ type: 'message', ...tavernMessage({ id: 3, room_id: 2 }) });
      expect(shownMessages()).toEqual(['1', '2']);
      expect(text()).toContain('Osób w pokoju: 3');
      // Page 1 read once more for the greeting (it had landed before the join), not for the frames: the cache took them.
      expect(TavernService.tavernMessages).toHaveBeenCalledTimes(2);
    });

    it('reads page 1 again on the first greeting when it landed before the socket joined, keeping what arrives meanwhile', async () => {
      const first = tavernMessage({ id: 1, user_id: 9, message: '<p>Witaj</p>' });
      // Posted after page 1 was read and before the socket joined: in neither, but in the next read.
      const between = tavernMessage({ id: 2, user_id: 9, message: '<p>Kto stawia?</p>' });
      let land: (value: TavernMessages) => void = () => {};
      vi.spyOn(TavernService, 'tavernMessages')
        .mockImplementationOnce(() => cancelable(page([first])))
        .mockImplementation(() => new Promise<TavernMessages>((resolve) => (land = resolve)) as unknown as CancelablePromise<TavernMessages>);
      await openPage();
      expect(shownMessages()).toEqual(['1']);
      const [socket] = live();
      await socket.push({ type: 'room_joined', room_id: 1 });
      expect(TavernService.tavernMessages).toHaveBeenCalledTimes(2);
      expect(TavernService.tavernMessages).toHaveBeenLastCalledWith({ id: 1, page: 1, limit: 30 });
      // Pushed while the read is under way: the read may not hold it, so it is kept aside.
      await socket.push({ type: 'message', ...tavernMessage({ id: 3, user_id: 11, message: '<p>Ja!</p>' }) });
      await act(async () => land(page([first, between])));
      // The read lands (one round), then the kept message goes onto it (another).
      await flush();
      await flush();
      expect(shownMessages()).toEqual(['1', '2', '3']);
    });

    it('keeps a live message that arrives before page 1 is read, and shows it once the read lands', async () => {
      let land: (value: TavernMessages) => void = () => {};
      vi.spyOn(TavernService, 'tavernMessages').mockImplementation(
        () => new Promise<TavernMessages>((resolve) => (land = resolve)) as unknown as CancelablePromise<TavernMessages>,
      );
      await openPage();
      const [socket] = live();
      await socket.push({ type: 'message', ...tavernMessage({ id: 2, user_id: 9, message: '<p>Kto stawia?</p>' }) });
      expect(shownMessages()).toEqual([]);
      // The read was a snapshot taken before message 2.
      await act(async () => land(page([tavernMessage({ id: 1, user_id: 9, message: '<p>Witaj</p>' })])));
      await flush();
      expect(shownMessages()).toEqual(['1', '2']);
      expect(TavernService.tavernMessages).toHaveBeenCalledTimes(1);
      // A greeting after a drop reads it again.
      await socket.push({ type: 'room_joined', room_id: 1 });
      expect(TavernService.tavernMessages).toHaveBeenCalledTimes(2);
    });

    it('reads page 1 again once it lands when the socket joined while it was being read', async () => {
      const first = tavernMessage({ id: 1, user_id: 9, message: '<p>Witaj</p>' });
      // Posted after the server read page 1 and before the socket joined the room.
      const between = tavernMessage({ id: 2, user_id: 9, message: '<p>Kto stawia?</p>' });
      let land: (value: TavernMessages) => void = () => {};
      vi.spyOn(TavernService, 'tavernMessages')
        .mockImplementationOnce(() => new Promise<TavernMessages>((resolve) => (land = resolve)) as unknown as CancelablePromise<TavernMessages>)
        .mockImplementation(() => cancelable(page([first, between])));
      await openPage();
      const [socket] = live();
      await socket.push({ type: 'room_joined', room_id: 1 });
      expect(TavernService.tavernMessages).toHaveBeenCalledTimes(1);
      await act(async () => land(page([first])));
      await flush();
      await flush();
      expect(TavernService.tavernMessages).toHaveBeenCalledTimes(2);
      expect(shownMessages()).toEqual(['1', '2']);
    });

    it('shows two messages written at once in the order of their ids, whichever arrives first', async () => {
      await openPage();
      const [socket] = live();
      await socket.push({ type: 'message', ...tavernMessage({ id: 3, user_id: 9, message: '<p>B</p>' }) });
      await socket.push({ type: 'message', ...tavernMessage({ id: 2, user_id: 11, message: '<p>A</p>' }) });
      expect(shownMessages()).toEqual(['1', '2', '3']);
    });

    it('says so and offers the rooms when an admin removes the room the player is in', async () => {
      await openPage();
      const [socket] = live();
      const roomsRead = vi.mocked(TavernService.tavernRooms).mock.calls.length;
      await socket.closeFromServer(4004);
      await flush();
      expect(text()).toContain('Ten pokój został zamknięty. Wybierz inny.');
      expect(document.querySelector('[role="dialog"]')).not.toBeNull();
      expect(vi.mocked(TavernService.tavernRooms).mock.calls.length).toBeGreaterThan(roomsRead);
    });

    it("says who is writing, and stops when their message arrives", async () => {
      await openPage();
      const [socket] = live();
      await socket.push({ type: 'typing', room_id: 1, user_id: 9, name: 'Ilvar' });
      await socket.push({ type: 'typing', room_id: 1, user_id: 11, name: 'Lutek' });
      await socket.push({ type: 'typing', room_id: 2, user_id: 12, name: 'Obcy' });
      expect(document.querySelector('[data-testid="tavern-typing"]')?.textContent).toBe('Ilvar i Lutek piszą…');
      await socket.push({ type: 'message', ...tavernMessage({ id: 5, user_id: 9, character_name: 'Ilvar' }) });
      expect(document.querySelector('[data-testid="tavern-typing"]')?.textContent).toBe('Lutek pisze…');
    });

    it('sends as the character, shows its own message once though the socket echoes it, and signals typing', async () => {
      const sent = tavernMessage({ id: 8, user_id: ME, message: '<p>Piwa!</p>', created_at: '2026-11-23T11:00:00.000Z' });
      const post = vi.spyOn(TavernService, 'postTavernMessage').mockImplementation(() => cancelable(sent));
      await openPage();
      const ed = await loadedEditor();
      await act(async () => {
        ed.commands.insertContent('Piwa!');
      });
      const area = document.querySelector('.ProseMirror')!;
      area.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
      area.dispatchEvent(new KeyboardEvent('keydown', { key: 'b', bubbles: true }));
      expect(TavernService.tavernTyping).toHaveBeenCalledTimes(1);
      expect(TavernService.tavernTyping).toHaveBeenCalledWith({ requestBody: { roomId: 1 } });
      await click(button('Wyślij'));
      await flush();
      expect(post).toHaveBeenCalledWith({ requestBody: { message: '<p>Piwa!</p>', isNarrator: false, roomId: 1 } });
      // The socket's copy (same id), and a copy with another id but the same words and author 1 s later.
      await live()[0].push({ type: 'message', ...sent, id: 8 });
      await live()[0].push({ type: 'message', ...sent, id: 9, created_at: '2026-11-23T11:00:01.000Z' });
      expect(shownMessages()).toEqual(['1', '8']);
    });

    it('sends a message as the Narrator once when the toggle is on', async () => {
      const post = vi.spyOn(TavernService, 'postTavernMessage').mockImplementation(() => cancelable(tavernMessage({ id: 8 })));
      await openPage();
      const ed = await loadedEditor();
      await act(async () => {
        ed.commands.insertContent('Zapada noc.');
      });
      await click(button('Tryb narratora'));
      expect(text()).toContain('Następna wiadomość zostanie wysłana jako Narrator.');
      await click(button('Wyślij'));
      await flush();
      expect(post).toHaveBeenCalledWith({ requestBody: { message: '<p>Zapada noc.</p>', isNarrator: true, roomId: 1 } });
      expect(text()).not.toContain('Następna wiadomość zostanie wysłana jako Narrator.');
    });

    it('enters again quietly and sends once more when the server lost the player', async () => {
      const lost = new ApiError(
        { method: 'POST', url: '/tavern/messages' },
        { url: '/x', ok: false, status: 409, statusText: 'Conflict', body: { message: 'Nie jesteś w karczmie.', code: 'not_in_tavern' } },
        'Conflict',
      );
      const post = vi
        .spyOn(TavernService, 'postTavernMessage')
        .mockImplementationOnce(() => cancelable<TavernMessageBody>(lost))
        .mockImplementation(() => cancelable(tavernMessage({ id: 8, user_id: ME })));
      await openPage();
      const ed = await loadedEditor();
      await act(async () => {
        ed.commands.insertContent('Jestem');
      });
      await click(button('Wyślij'));
      await flush();
      await flush();
      expect(TavernService.enterTavern).toHaveBeenCalledWith({ requestBody: { characterType: 'main', characterId: 9 } });
      expect(TavernService.enterTavernRoom).toHaveBeenCalledWith({ id: 1 });
      expect(post).toHaveBeenCalledTimes(2);
      expect(shownMessages()).toEqual(['1', '8']);
    });

    it("changing rooms closes the room's socket, clears the messages and opens the next room's a moment later", async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      await openPage();
      const [first] = live();
      await click(button('Zmień pokój'));
      await flush();
      await click(entry('Piwnica'));
      await click(button('Morwena -> Piwnica'));
      await flush();
      expect(first.closedWith).toBe(1000);
      expect(live()).toHaveLength(0);
      expect(shownMessages()).toEqual([]);
      expect(heading()).toBe('Piwnica');
      expect(readTavernState().room).toBe(2);
      await act(async () => {
        vi.advanceTimersByTime(300);
      });
      await flush();
      expect(live().map((s) => s.url)).toEqual(['ws://localhost:3000/ws/?room=2&token=tok']);
      expect(text()).toContain('Pokój Piwnica jest pusty');
    });

    it('leaving clears the stored state and goes back outside', async () => {
      await openPage();
      await click(button('Wyjdź z karczmy'));
      await flush();
      expect(TavernService.leaveTavern).toHaveBeenCalled();
      expect(localStorage.getItem(TAVERN_STORAGE_KEYS.inside)).toBeNull();
      expect(document.querySelector('[data-testid="tavern-outside"]')).not.toBeNull();
      expect(live()).toHaveLength(0);
    });
  });

  it('on load moves into the stored room when the server has the player elsewhere', async () => {
    saveTavernState({ inside: true, character: MORWENA, room: 2 });
    mockServer({ isInTavern: true, character: MORWENA, room: HALL });
    await openPage();
    expect(TavernService.enterTavernRoom).toHaveBeenCalledWith({ id: 2 });
    expect(heading()).toBe('Piwnica');
  });

  it('on load enters again quietly when the server forgot the player', async () => {
    saveTavernState({ inside: true, character: MORWENA, room: 1 });
    mockServer({ isInTavern: false });
    await openPage();
    expect(TavernService.enterTavern).toHaveBeenCalledWith({ requestBody: { characterType: 'main', characterId: 9 } });
    expect(TavernService.enterTavernRoom).toHaveBeenCalledWith({ id: 1 });
    expect(heading()).toBe('Główna sala');
  });

  it('on load shows the room list when neither the browser nor the server has a room', async () => {
    mockServer({ isInTavern: true, character: MORWENA });
    await openPage();
    expect(document.querySelector('#tavern-entry-title')?.textContent).toContain('Zmień pokój');
    expect(text()).toContain('Karczma jest pusta');
    expect(live()).toHaveLength(0);
  });
});
