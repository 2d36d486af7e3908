import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { CardsService } from '@mrok/sdk';
import { button, cleanup, click, flush, render } from '@/shared/editor/testing';
import { NoticeProvider } from '@/shared/components/Notice';
import { STORAGE_KEYS } from '@/shared/session';
import type { CharacterView } from '../characters';
import { CardTab } from './CardTab';

const character = {
  target: { kind: 'main', accountId: 7 },
  name: 'Łucja Żmijewska',
  race: 'Wampir',
  gender: 'Kobieta',
  magic: null,
  age: null,
} as unknown as CharacterView;
const rights = { canEdit: false, own: true, approve: false, hiddenEntries: false };

async function renderCard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await render(
    <QueryClientProvider client={client}>
      <NoticeProvider testId="profile-notice">
        <CardTab character={character} rights={rights} />
      </NoticeProvider>
    </QueryClientProvider>,
  );
  await flush();
}

/** A fetch answer that resolves when `release` is called. */
function heldAnswer(answer: Response) {
  let release = () => undefined as void;
  const promise = new Promise<Response>((resolve) => {
    release = () => resolve(answer);
  });
  return { promise, release: () => release() };
}

describe("the card's 'Pobierz Kartę'", () => {
  let saved: { href: string; download: string }[];

  beforeEach(() => {
    localStorage.setItem(STORAGE_KEYS.token, 'tajny-token');
    vi.spyOn(CardsService, 'getMainCard').mockImplementation(
      () =>
        Promise.resolve({
          characterCard: { name: 'Łucja Żmijewska', age: null, magic: null, skills: [], flaws: [] },
        }) as unknown as ReturnType<typeof CardsService.getMainCard>,
    );
    saved = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
    URL.createObjectURL = vi.fn(() => 'blob:karta');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    localStorage.clear();
    await cleanup();
  });

  it('fetches the PDF with the token and saves it under the name the server gives', async () => {
    const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    const held = heldAnswer(
      new Response(pdf, {
        status: 200,
        headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="karta-lucja-zmijewska.pdf"' },
      }),
    );
    const fetchMock = vi.fn((..._args: unknown[]) => held.promise);
    vi.stubGlobal('fetch', fetchMock);
    await renderCard();

    await click(button('Pobierz Kartę'));
    expect(button('Pobierz Kartę').disabled).toBe(true);
    expect(button('Pobierz Kartę').getAttribute('aria-busy')).toBe('true');
    expect(button('Pobierz Kartę').querySelector('[role="progressbar"]')).not.toBeNull();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/home/profile/character-card/7/pdf');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tajny-token');

    held.release();
    await flush();
    await flush();
    expect(saved).toEqual([{ href: 'blob:karta', download: 'karta-lucja-zmijewska.pdf' }]);
    expect(URL.createObjectURL).toHaveBeenCalledTimes(1);
    expect(button('Pobierz Kartę').disabled).toBe(false);
  });

  it("shows the API's Polish message when the download is refused", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(JSON.stringify({ message: 'Nie ma takiej postaci', code: 'not_found' }), {
            status: 404,
            headers: { 'Content-Type': 'application/json' },
          }),
        ),
      ),
    );
    await renderCard();
    await click(button('Pobierz Kartę'));
    await flush();
    await flush();
    expect(document.querySelector('[data-testid="profile-notice"]')?.textContent).toContain('Nie ma takiej postaci');
    expect(saved).toEqual([]);
    expect(button('Pobierz Kartę').disabled).toBe(false);
  });
});
