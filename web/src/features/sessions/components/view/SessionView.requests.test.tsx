// What a sent message costs on the wire: the real SDK over a stubbed `fetch`, the whole view.
import { act } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { button, cleanup, click, flush, loadedEditor, render, stubLayout } from '@/shared/editor/testing';
import SessionViewPage from '@/features/sessions/routes/SessionViewPage';

beforeAll(stubLayout);

const ME = 7;
const SESSION = {
  id: 5,
  title: 'Cienie nad Mrokiem',
  closed: false,
  created_by: 1,
  created_by_name: 'Mistrz',
  created_at: '2026-11-01T10:00:00Z',
  last_activity: '2026-11-21T20:00:00Z',
  is_participant: true,
  participant_count: 2,
  seen_at: '2026-11-21T20:00:00Z',
  participants: [
    { id: 1, user: 'Mistrz' },
    { id: ME, user: 'Morwena' },
  ],
  message_count: 1,
};
const message = (id: number, html: string, created_at: string) => ({
  id,
  user_id: ME,
  username: 'Morwena',
  message: html,
  character_type: 'main',
  character_id: 11,
  character_name: 'Morwena',
  created_at,
});

/** Answers the API by method and path; records every request. */
function stubApi() {
  const calls: string[] = [];
  const routes: Record<string, (body: unknown) => unknown> = {
    'GET /api/generalSessions/5': () => SESSION,
    'GET /api/generalSessions/5/messages': () => ({ messages: [message(1, '<p>Początek</p>', '2026-11-21T20:00:00Z')] }),
    'GET /api/generalSessions/5/myCharacter': () => ({ character_type: 'main', character_id: 11, character_name: 'Morwena' }),
    'GET /api/users/7/characters': () => ({ mainCharacter: { id: 11, name: 'Morwena', race: 'Wampir', gender: 'Kobieta', characterNumber: 0 }, secondaryCharacters: [] }),
    'POST /api/generalSessions/5/seen': () => ({ seen_at: '2026-11-21T20:00:00Z' }),
    'POST /api/generalSessions/5/messages': (body) => message(2, (body as { message: string }).message, '2026-11-21T22:00:00Z'),
  };
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    calls.push(key);
    const route = routes[key];
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    return route
      ? new Response(JSON.stringify(route(body)), { status: 200, headers: { 'content-type': 'application/json' } })
      : new Response(JSON.stringify({ message: 'Nie znaleziono', code: 'not_found' }), { status: 404, headers: { 'content-type': 'application/json' } });
  });
  return calls;
}

const editor = loadedEditor;

describe('the session view on the wire', () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem('userId', String(ME));
    localStorage.setItem('token', 'token');
  });
  afterEach(async () => {
    await cleanup();
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('sends a message with one HTTP request, and opens a seen session without telling the server again', async () => {
    const calls = stubApi();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 5_000 }, mutations: { retry: false } } });
    await render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/home/generalSessions/5']}>
          <Routes>
            <Route path="/home/generalSessions/:sessionId" element={<SessionViewPage kind="general" />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const ed = await editor();
    await flush();
    // Opening: the session, its last page, the player's character and characters; it was seen.
    expect(calls.sort()).toEqual([
      'GET /api/generalSessions/5',
      'GET /api/generalSessions/5/messages',
      'GET /api/generalSessions/5/myCharacter',
      'GET /api/users/7/characters',
    ]);

    calls.length = 0;
    await act(async () => {
      ed.commands.insertContent('Idę dalej');
    });
    await click(button('Wyślij'));
    for (let i = 0; i < 5; i += 1) await flush();
    expect(calls).toEqual(['POST /api/generalSessions/5/messages']);
    expect(document.body.textContent).toContain('Idę dalej');
  });
});
