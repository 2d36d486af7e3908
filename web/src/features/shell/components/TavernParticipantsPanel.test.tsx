import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { TavernService, type CancelablePromise, type TavernParticipants } from '@mrok/sdk';
import { cleanup, flush, render } from '@/shared/editor/testing';
import { TavernParticipantsPanel } from './TavernParticipantsPanel';

async function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <TavernParticipantsPanel />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await flush();
}

const answer = (value: TavernParticipants | Error) =>
  (value instanceof Error ? Promise.reject(value) : Promise.resolve(value)) as unknown as CancelablePromise<TavernParticipants>;

describe("the sidebar's tavern guests", () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await cleanup();
  });

  it('lists each guest by the character they are inside as, with their room, linking their profile', async () => {
    vi.spyOn(TavernService, 'tavernParticipants').mockReturnValue(
      answer({
        participants: [
          { user_id: 7, name: 'Morwena', room_id: 1, room_name: 'Główna sala', character_name: 'Morwena', character_type: 'main' },
          { user_id: 9, name: 'Ilvar', character_name: 'Narrator', character_type: 'narrator' },
        ],
        characters: [],
      }),
    );
    await renderPanel();
    expect([...document.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['MorwenaGłówna sala', 'Narratorwybiera pokój']);
    expect(document.querySelector('a')?.getAttribute('href')).toBe('/home/profile/7');
    expect(document.body.textContent).toContain('W karczmie (2)');
  });

  it("reads 'Karczma jest pusta...' when nobody is inside", async () => {
    vi.spyOn(TavernService, 'tavernParticipants').mockReturnValue(answer({ participants: [], characters: [] }));
    await renderPanel();
    expect(document.body.textContent).toContain('Karczma jest pusta...');
  });

  it("reads 'Karczma jest pusta...' when the poll fails, silently", async () => {
    vi.spyOn(TavernService, 'tavernParticipants').mockReturnValue(answer(new Error('500')));
    await renderPanel();
    expect(document.body.textContent).toContain('Karczma jest pusta...');
    expect(document.querySelector('[role="alert"]')).toBeNull();
  });
});
