import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ApiError, MessagesService, type Conversation, type ConversationMessage } from '@mrok/sdk';
import { button, cleanup, click, flush, loadedEditor, queryButton, render, stubLayout } from '@/shared/editor/testing';
import { applyPlayerFrame } from '@/shared/live/playerEvents';
import { ME, answer, conversation, message, messages } from '../testFixtures';
import ConversationPage from './ConversationPage';
import MessagesPage from './MessagesPage';

beforeAll(stubLayout);

function apiError(status: number, body?: unknown): ApiError {
  return new ApiError({ method: 'GET', url: '/x' }, { url: '/x', ok: false, status, statusText: 'x', body }, 'x');
}

let talk: Conversation;
let thread: ConversationMessage[];

async function open(id = 5) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  await render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/home/messages/${id}`]}>
        <Routes>
          <Route path="/home/messages" element={<MessagesPage />} />
          <Route path="/home/messages/:conversationId" element={<ConversationPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await flush();
  await flush();
  await flush();
  return client;
}

const text = () => document.body.textContent ?? '';
const shown = () => [...document.querySelectorAll('[data-testid="private-message"]')].map((m) => Number(m.getAttribute('data-message-id')));
function dialogButton(label: string): HTMLButtonElement {
  const dialog = [...document.querySelectorAll('[role="dialog"]')].at(-1)!;
  return [...dialog.querySelectorAll('button')].find((b) => b.textContent?.trim() === label)!;
}
async function write(html: string) {
  const ed = await loadedEditor();
  await act(async () => {
    ed.commands.setContent(html, { emitUpdate: true });
  });
  await flush();
}

describe('a conversation', () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem('token', 'tok');
    localStorage.setItem('userId', String(ME));
    talk = conversation({ last_activity: messages(1, 3)[2].created_at, seen_at: messages(1, 3)[0].created_at });
    thread = [message(1), message(2, { sender_id: ME, sender_name: 'Morwena' }), message(3, { sender_name: undefined })];
    vi.spyOn(MessagesService, 'getConversation').mockImplementation(() => answer(talk));
    vi.spyOn(MessagesService, 'conversationMessages').mockImplementation(() => answer(thread));
    vi.spyOn(MessagesService, 'markConversationSeen').mockImplementation(({ requestBody }) => answer({ seen_at: requestBody.seenAt! }));
    vi.spyOn(MessagesService, 'userConversations').mockImplementation(() => answer([]));
  });
  afterEach(async () => {
    await cleanup();
    vi.restoreAllMocks();
  });

  it('shows its name, the other player and the messages oldest first, and is marked seen up to its last activity', async () => {
    await open();
    expect(document.querySelector('h1')?.textContent).toBe('Nocna wizyta');
    expect(text()).toContain('Rozmowa z: Ilvar');
    expect(shown()).toEqual([1, 2, 3]);
    const items = document.querySelectorAll('[data-testid="private-message"]');
    expect(items[1].textContent).toContain('Morwena');
    expect(items[1].textContent).toContain('23 listopada 2026');
    expect(items[2].textContent).toContain('Nieznany');
    expect(MessagesService.conversationMessages).toHaveBeenCalledWith({ id: 5, limit: 100 });
    expect(MessagesService.markConversationSeen).toHaveBeenCalledTimes(1);
    expect(MessagesService.markConversationSeen).toHaveBeenCalledWith({ id: 5, requestBody: { seenAt: talk.last_activity } });
    expect(queryButton('Starsze wiadomości')).toBeNull();
  });

  it('is not marked seen again when the server has seen it all', async () => {
    talk = { ...talk, seen_at: talk.last_activity };
    await open();
    expect(MessagesService.markConversationSeen).not.toHaveBeenCalled();
  });

  it('sends a reply without its leading bullets, shows it without reading again, then marks it seen', async () => {
    talk = { ...talk, seen_at: talk.last_activity };
    const sent = message(4, { sender_id: ME, sender_name: 'Morwena', content: '<p>Idę</p><p>Już</p>' });
    const send = vi.spyOn(MessagesService, 'sendPrivateMessage').mockImplementation(() => answer(sent));
    await open();
    const reads = vi.mocked(MessagesService.conversationMessages).mock.calls.length;
    await write('<p>- Idę</p><p>• Już</p>');
    await click(button('Wyślij'));
    await flush();
    await flush();
    expect(send).toHaveBeenCalledWith({ requestBody: { conversation_id: 5, content: '<p>Idę</p><p>Już</p>' } });
    expect(shown()).toEqual([1, 2, 3, 4]);
    expect(vi.mocked(MessagesService.conversationMessages).mock.calls.length).toBe(reads);
    expect(MessagesService.markConversationSeen).toHaveBeenCalledWith({ id: 5, requestBody: { seenAt: sent.created_at } });
  });

  it('writes the reply in the full-screen focus mode too', async () => {
    await open();
    await loadedEditor();
    await click(button('Tryb skupienia'));
    expect(document.querySelector('[role="dialog"][aria-label="Tryb skupienia"]')).not.toBeNull();
    await click(button('Zamknij tryb skupienia'));
    expect(document.querySelector('[role="dialog"][aria-label="Tryb skupienia"]')).toBeNull();
  });

  it('refuses a reply that is only a bullet, and shows the server’s refusal', async () => {
    const send = vi.spyOn(MessagesService, 'sendPrivateMessage').mockImplementation(() => answer(apiError(429, { message: 'Wysyłasz wiadomości za szybko — odczekaj chwilę.' })));
    await open();
    await write('<p>- </p><p>*  </p>');
    await click(button('Wyślij'));
    await flush();
    expect(text()).toContain('Wprowadź treść wiadomości');
    expect(send).not.toHaveBeenCalled();
    await write('<p>Halo</p>');
    await click(button('Wyślij'));
    await flush();
    expect(text()).toContain('Wysyłasz wiadomości za szybko — odczekaj chwilę.');
  });

  it('cannot be answered once the other player deleted it, and says so in the server’s words', async () => {
    talk = { ...talk, other_user_left: true };
    await open();
    expect(text()).toContain('Rozmówca usunął tę konwersację — napisz do niego nową wiadomość.');
    expect(button('Wyślij').disabled).toBe(true);
    expect(button('Tryb skupienia').disabled).toBe(true);
    const again = [...document.querySelectorAll('a')].find((a) => a.textContent === 'Napisz nową wiadomość');
    expect(again?.getAttribute('href')).toBe('/home/messages/new?userId=9&nickname=Ilvar');
  });

  it('offers the older messages when the newest window is full, and reads them before the oldest shown', async () => {
    thread = messages(101, 200);
    talk = { ...talk, last_activity: thread.at(-1)!.created_at, seen_at: thread.at(-1)!.created_at };
    const older = vi.mocked(MessagesService.conversationMessages);
    await open();
    older.mockImplementationOnce(() => answer(messages(61, 100)));
    await click(button('Starsze wiadomości'));
    await flush();
    expect(older).toHaveBeenLastCalledWith({ id: 5, before: 101, limit: 100 });
    expect(shown()).toHaveLength(140);
    expect(shown()[0]).toBe(61);
    expect(queryButton('Starsze wiadomości')).toBeNull();
  });

  it('reads the new message at once when the other player’s activity is pushed', async () => {
    talk = { ...talk, seen_at: talk.last_activity };
    const client = await open();
    const newer = message(4, { content: '<p>Jestem pod bramą</p>' });
    talk = { ...talk, last_activity: newer.created_at };
    thread = [...thread, newer];
    await act(async () => {
      applyPlayerFrame(client, { type: 'conversation_activity', conversation_id: 5, last_activity: newer.created_at });
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    await flush();
    await flush();
    expect(shown()).toEqual([1, 2, 3, 4]);
    expect(MessagesService.markConversationSeen).toHaveBeenLastCalledWith({ id: 5, requestBody: { seenAt: newer.created_at } });
  });

  it('is deleted after a confirmation, and the list says so', async () => {
    const remove = vi.spyOn(MessagesService, 'deleteConversation').mockImplementation(() => answer({ message: 'Usunięto' }));
    await open();
    await click(button('Usuń konwersację'));
    expect(text()).toContain('Usunąć konwersację?');
    expect(remove).not.toHaveBeenCalled();
    await click(dialogButton('Usuń'));
    await flush();
    await flush();
    expect(remove).toHaveBeenCalledWith({ id: 5 });
    expect(document.querySelector('h1')?.textContent).toBe('Twoje konwersacje');
    expect(text()).toContain('Konwersacja została usunięta.');
    // The deleted conversation is not asked for again on the way out.
    expect(MessagesService.getConversation).toHaveBeenCalledTimes(1);
  });

  it('says why a deletion failed', async () => {
    vi.spyOn(MessagesService, 'deleteConversation')
      .mockImplementationOnce(() => answer(apiError(500, { message: 'Błąd serwera' })))
      .mockImplementationOnce(() => answer(apiError(500, {})))
      .mockImplementationOnce(() => answer(new TypeError('Failed to fetch')));
    await open();
    for (const expected of [
      'Błąd podczas usuwania konwersacji: Błąd serwera',
      'Błąd podczas usuwania konwersacji: Nieznany błąd',
      'Wystąpił błąd podczas usuwania konwersacji.',
    ]) {
      await click(button('Usuń konwersację'));
      await click(dialogButton('Usuń'));
      await flush();
      expect(text()).toContain(expected);
      expect(document.querySelector('h1')?.textContent).toBe('Nocna wizyta');
    }
  });

  it('shows nothing of a conversation the server does not give the player', async () => {
    vi.mocked(MessagesService.getConversation).mockImplementation(() => answer(apiError(404, { message: 'Nie znaleziono konwersacji.' })));
    await open();
    expect(text()).toContain('Nie znaleziono konwersacji.');
    expect(MessagesService.conversationMessages).not.toHaveBeenCalled();
    expect(MessagesService.markConversationSeen).not.toHaveBeenCalled();
    expect(queryButton('Wyślij')).toBeNull();
  });
});
