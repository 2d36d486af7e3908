import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ApiError, MessagesService, PlayersService, type UserAnswerBody } from '@mrok/sdk';
import { button, changeValue, cleanup, click, flush, loadedEditor, render, stubLayout } from '@/shared/editor/testing';
import { ME, answer, conversation } from '../testFixtures';
import ConversationPage from './ConversationPage';
import NewMessagePage, { prefilledRecipientId } from './NewMessagePage';

beforeAll(stubLayout);

function apiError(status: number, body?: unknown): ApiError {
  return new ApiError({ method: 'GET', url: '/x' }, { url: '/x', ok: false, status, statusText: 'x', body }, 'x');
}

async function open(search = '') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  await render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/home/messages/new${search}`]}>
        <Routes>
          <Route path="/home/messages/new" element={<NewMessagePage />} />
          <Route path="/home/messages/:conversationId" element={<ConversationPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await flush();
}

const text = () => document.body.textContent ?? '';
const chips = () => [...document.querySelectorAll('[aria-label="Wybrani odbiorcy"] .MuiChip-label')].map((c) => c.textContent);
const idField = () => document.querySelector<HTMLInputElement>('input[aria-label="ID użytkownika"]')!;
const subjectField = () => [...document.querySelectorAll<HTMLInputElement>('input')].find((i) => i.id && document.querySelector(`label[for="${i.id}"]`)?.textContent?.startsWith('Temat'))!;
async function addRecipient(id: string) {
  await changeValue(idField(), id);
  await click(button('Dodaj'));
  await flush();
}
async function writeBody(html: string) {
  const ed = await loadedEditor();
  await act(async () => {
    ed.commands.setContent(html, { emitUpdate: true });
  });
  await flush();
}

describe('a new private message', () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem('token', 'tok');
    localStorage.setItem('userId', String(ME));
    vi.spyOn(PlayersService, 'getUser').mockImplementation(({ id }) => {
      if (id === 99) return answer<UserAnswerBody>(apiError(404, { message: 'Nie znaleziono' }));
      return answer<UserAnswerBody>({ user: { id, role: 'mieszkaniec', playerStatus: 'looking', createdAt: '2026-01-01T00:00:00Z', nickname: id === 9 ? 'Ilvar' : `Gracz ${id}` } });
    });
    vi.spyOn(MessagesService, 'getConversation').mockImplementation(({ id }) => answer(conversation({ id, name: 'Nocna wizyta' })));
    vi.spyOn(MessagesService, 'conversationMessages').mockImplementation(() => answer([]));
    vi.spyOn(MessagesService, 'markConversationSeen').mockImplementation(() => answer({ seen_at: '2026-11-23T08:00:00Z' }));
  });
  afterEach(async () => {
    await cleanup();
    vi.restoreAllMocks();
  });

  it('is addressed from ?userId (the profile’s ‘Wyślij wiadomość’) under the name the server gives, never to oneself', async () => {
    await open('?userId=9&nickname=Podszywacz');
    expect(PlayersService.getUser).toHaveBeenCalledTimes(1);
    expect(PlayersService.getUser).toHaveBeenCalledWith({ id: 9 });
    expect(chips()).toEqual(['Ilvar (ID 9)']);
    expect(text()).not.toContain('Podszywacz');
    expect(idField().value).toBe('');
    expect(prefilledRecipientId(new URLSearchParams('userId=12&nickname=Ktoś'), ME)).toBe(12);
    expect(prefilledRecipientId(new URLSearchParams('userId=7&nickname=Ja'), ME)).toBeNull();
    expect(prefilledRecipientId(new URLSearchParams('userId=abc'), ME)).toBeNull();
  });

  it('adds no one from ?userId without an account, and says so as the picker does', async () => {
    await open('?userId=99&nickname=Bartek');
    expect(PlayersService.getUser).toHaveBeenCalledWith({ id: 99 });
    expect(chips()).toEqual([]);
    expect(text()).toContain('Nie znaleziono użytkownika o takim ID');
    expect(text()).not.toContain('Bartek');
    expect(idField().value).toBe('99');
  });

  it('asks nothing for ?userId that is one’s own', async () => {
    await open(`?userId=${ME}&nickname=Ja`);
    expect(PlayersService.getUser).not.toHaveBeenCalled();
    expect(chips()).toEqual([]);
    expect(idField().value).toBe('');
  });

  it('checks a recipient’s ID: own, repeated, unknown', async () => {
    await open('?userId=9&nickname=Ilvar');
    await addRecipient('7');
    expect(text()).toContain('Nie możesz wysłać wiadomości do samego siebie.');
    await addRecipient('9');
    expect(text()).toContain('Ten użytkownik już jest na liście');
    await addRecipient('99');
    expect(text()).toContain('Nie znaleziono użytkownika o takim ID');
    expect(PlayersService.getUser).toHaveBeenCalledWith({ id: 99 });
    expect(chips()).toEqual(['Ilvar (ID 9)']);
  });

  it('needs a subject, a body and a recipient', async () => {
    const start = vi.spyOn(MessagesService, 'startConversation');
    await open();
    await writeBody('<p>Przyjdź o północy.</p>');
    await click(button('Wyślij'));
    await flush();
    expect(text()).toContain('Temat i treść wiadomości są wymagane');
    await changeValue(subjectField(), 'Nocna wizyta');
    await click(button('Wyślij'));
    await flush();
    expect(text()).toContain('Dodaj przynajmniej jednego odbiorcę');
    expect(start).not.toHaveBeenCalled();
  });

  it('goes to the first recipient only, then opens the new conversation saying ‘Wiadomość wysłana!’', async () => {
    const start = vi
      .spyOn(MessagesService, 'startConversation')
      .mockImplementation(() => answer({ conversationId: 12, existing: false, message: 'Wiadomość wysłana!' }));
    await open('?userId=9&nickname=Ilvar');
    await addRecipient('31');
    expect(chips()).toEqual(['Ilvar (ID 9)', 'Gracz 31 (ID 31)']);
    expect(text()).toContain('Wiadomość trafi tylko do pierwszego odbiorcy: Ilvar.');
    await changeValue(subjectField(), '  Nocna wizyta ');
    await writeBody('<p>Przyjdź o północy.</p>');
    await click(button('Wyślij'));
    await flush();
    await flush();
    expect(start).toHaveBeenCalledTimes(1);
    expect(start).toHaveBeenCalledWith({ requestBody: { receiver_id: 9, subject: 'Nocna wizyta', content: '<p>Przyjdź o północy.</p>' } });
    expect(MessagesService.getConversation).toHaveBeenCalledWith({ id: 12 });
    expect(document.querySelector('h1')?.textContent).toBe('Nocna wizyta');
    expect(text()).toContain('Wiadomość wysłana!');
  });

  it('opens the conversation it joined without a word when it already existed', async () => {
    vi.spyOn(MessagesService, 'startConversation').mockImplementation(() => answer({ conversationId: 4, existing: true, message: 'Wiadomość wysłana!' }));
    await open('?userId=9&nickname=Ilvar');
    await changeValue(subjectField(), 'Nocna wizyta');
    await writeBody('<p>Jeszcze raz.</p>');
    await click(button('Wyślij'));
    await flush();
    await flush();
    expect(MessagesService.getConversation).toHaveBeenCalledWith({ id: 4 });
    expect(document.querySelector('h1')?.textContent).toBe('Nocna wizyta');
    expect(text()).not.toContain('Wiadomość wysłana!');
  });

  it('shows the server’s refusal and keeps the text', async () => {
    vi.spyOn(MessagesService, 'startConversation').mockImplementation(() =>
      answer(apiError(400, { message: 'Ten użytkownik nie ma jeszcze postaci, więc nie można do niego pisać.' })),
    );
    await open('?userId=9&nickname=Ilvar');
    await changeValue(subjectField(), 'Nocna wizyta');
    await writeBody('<p>Halo</p>');
    await click(button('Wyślij'));
    await flush();
    expect(text()).toContain('Ten użytkownik nie ma jeszcze postaci, więc nie można do niego pisać.');
    expect(text()).toContain('Halo');
  });
});
