import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { cleanup, flush, render } from '@/shared/editor/testing';
import { sessionApi } from '@/shared/sessions/api';
import type { SessionRow } from '@/shared/sessions/model';
import { SessionParticipantsPanel } from './SessionParticipantsPanel';

const session = {
  kind: 'private',
  id: 3,
  ownerId: 7,
  participants: [
    { id: 9, name: 'Ilvar', avatar: '/uploads/i.png' },
    { id: 7, name: 'Morwena', avatar: null },
  ],
} as SessionRow;

async function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SessionParticipantsPanel kind="private" id={3} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await flush();
}

const entries = () => [...document.querySelectorAll('li')].map((li) => li.textContent);

describe("the sidebar's session participants", () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await cleanup();
  });

  it('lists the owner first, marked, and the character each writes as', async () => {
    vi.spyOn(sessionApi('private'), 'detail').mockResolvedValue(session);
    vi.spyOn(sessionApi('private'), 'participantsCharacters').mockResolvedValue({
      7: { character_type: 'main', character_name: 'Morwena' },
      9: { character_type: 'secondary', character_name: 'Cień' },
    });
    await renderPanel();
    expect(entries()).toEqual(['MorwenaWłaściciel', 'Ilvar — jako Cień']);
    expect(document.querySelector('a')?.getAttribute('href')).toBe('/home/profile/7');
    expect([...document.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual(['/default-avatar.svg', '/api/uploads/i.png']);
  });

  it('says Brak uczestników when the session cannot be read, silently', async () => {
    vi.spyOn(sessionApi('private'), 'detail').mockRejectedValue(new Error('403'));
    vi.spyOn(sessionApi('private'), 'participantsCharacters').mockRejectedValue(new Error('403'));
    await renderPanel();
    expect(document.body.textContent).toContain('Brak uczestników');
    expect(document.querySelector('[role="alert"]')).toBeNull();
  });
});
