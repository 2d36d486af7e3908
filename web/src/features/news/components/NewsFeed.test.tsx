import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError, CharactersService, NewsService, type CancelablePromise, type CharacterCheckBody, type News, type NewsComment } from '@mrok/sdk';
import { button, cleanup, click, flush, queryButton, render, stubLayout } from '@/shared/editor/testing';
import { STORAGE_KEYS, sealRole } from '@/shared/session';
import { NewsFeed } from './NewsFeed';

beforeAll(stubLayout);

const ME = 7;
const answer = <T,>(value: T) => Promise.resolve(value) as unknown as CancelablePromise<T>;
const refusal = <T,>(status: number, message: string) =>
  Promise.reject(
    new ApiError({ method: 'POST', url: '/x' }, { url: '/api/x', ok: false, status, statusText: '', body: { message } }, 'x'),
  ) as unknown as CancelablePromise<T>;

const NEWS: News = {
  id: 3,
  title: 'Wieść z bram',
  content: '<p>Bramy <strong>otwarte</strong>.</p><img src="/api/uploads/brama.png">',
  created_at: '2026-11-23T08:00:00Z',
  comment_count: 1,
};
const comment = (id: number, author: number, content: string): NewsComment => ({
  id,
  news_id: 3,
  author_id: author,
  author_name: author === ME ? 'Morwena' : undefined,
  content,
  created_at: '2026-11-23T09:00:00Z',
});

let comments: NewsComment[];

function mockServer(feed: News[], hasCharacter = true) {
  comments = [comment(1, 9, 'Pierwszy!')];
  vi.spyOn(CharactersService, 'checkCharacter').mockImplementation(() => answer<CharacterCheckBody>({ hasCharacter, user: hasCharacter ? 'Morwena' : null }));
  vi.spyOn(NewsService, 'listNews').mockImplementation(() => answer(feed));
  vi.spyOn(NewsService, 'newsCommentCounts').mockImplementation(() => answer<Record<string, number>>({ '3': comments.length }));
  vi.spyOn(NewsService, 'newsComments').mockImplementation(() => answer([...comments]));
  vi.spyOn(NewsService, 'addNewsComment').mockImplementation(({ requestBody }) => {
    const added = comment(comments.length + 10, ME, requestBody.content ?? '');
    comments.push(added);
    return answer(added);
  });
  vi.spyOn(NewsService, 'deleteNewsComment').mockImplementation(({ commentId }) => {
    comments = comments.filter((c) => c.id !== commentId);
    return answer({ message: 'ok' });
  });
}

async function open() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await render(
    <QueryClientProvider client={client}>
      <NewsFeed />
    </QueryClientProvider>,
  );
  await flush();
  await flush();
}

const text = () => document.body.textContent ?? '';
async function type(area: HTMLTextAreaElement, value: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(area, value);
    area.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
const commentBox = () => document.querySelector<HTMLTextAreaElement>('textarea[aria-label="Napisz komentarz…"]')!;

describe('the news feed', () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem('token', 'tok');
    localStorage.setItem('userId', String(ME));
  });
  afterEach(async () => {
    await cleanup();
    vi.restoreAllMocks();
  });

  it('says so when there is no news, and shows no admin controls to a player', async () => {
    mockServer([]);
    await open();
    expect(text()).toContain('Brak wieści do wyświetlenia');
    expect(queryButton('Dodaj Wieść')).toBeNull();
  });

  it('shows a card with its title, body and comment count, and enlarges a clicked image', async () => {
    mockServer([NEWS, { ...NEWS, id: 4, title: ' ', comment_count: 0 }]);
    await open();
    const cards = document.querySelectorAll('[data-testid="news-card"]');
    expect(cards).toHaveLength(2);
    expect(cards[0].querySelector('h2')?.textContent).toBe('Wieść z bram');
    expect(cards[1].querySelector('h2')?.textContent).toBe('Bez tytułu');
    expect(cards[0].textContent).toContain('Bramy otwarte.');
    expect(queryButton('Komentarze (1)')).not.toBeNull();
    expect(queryButton('Edytuj')).toBeNull();
    await click(cards[0].querySelector('img')!);
    expect(document.querySelector('img[alt="Powiększony obrazek"]')?.getAttribute('src')).toContain('/api/uploads/brama.png');
  });

  it('reads older news a page at a time under the feed until a page is not full', async () => {
    mockServer([]);
    const page = (from: number, count: number) => Array.from({ length: count }, (_, i) => ({ ...NEWS, id: from - i, title: `Wieść ${from - i}` }));
    const list = vi.spyOn(NewsService, 'listNews').mockImplementation(({ page: n }) => answer(n === undefined ? page(45, 20) : n === 2 ? page(25, 20) : page(5, 5)));
    await open();
    expect(list).toHaveBeenCalledWith({});
    expect(document.querySelectorAll('[data-testid="news-card"]')).toHaveLength(20);
    await click(button('Starsze wieści'));
    await flush();
    expect(list).toHaveBeenLastCalledWith({ page: 2 });
    expect(document.querySelectorAll('[data-testid="news-card"]')).toHaveLength(40);
    await click(button('Starsze wieści'));
    await flush();
    expect(list).toHaveBeenLastCalledWith({ page: 3 });
    const cards = document.querySelectorAll('[data-testid="news-card"]');
    expect(cards).toHaveLength(45);
    expect(cards[44].querySelector('h2')?.textContent).toBe('Wieść 1');
    expect(queryButton('Starsze wieści')).toBeNull();
    expect(text()).toContain('To już wszystkie wieści.');
  });

  it('offers no older news when the first page is not full', async () => {
    mockServer([NEWS]);
    await open();
    expect(queryButton('Starsze wieści')).toBeNull();
    expect(text()).not.toContain('To już wszystkie wieści.');
  });

  it('says the comments are loading while they are', async () => {
    mockServer([NEWS]);
    vi.spyOn(NewsService, 'newsComments').mockImplementation(() => new Promise(() => {}) as unknown as CancelablePromise<NewsComment[]>);
    await open();
    await click(button('Komentarze (1)'));
    expect(text()).toContain('Ładowanie komentarzy...');
    expect(text()).not.toContain('Ładowanie wieści...');
  });

  it('loads the comments on the first opening, adds one, refuses a blank one, and deletes only its own', async () => {
    mockServer([NEWS]);
    await open();
    expect(NewsService.newsComments).not.toHaveBeenCalled();
    await click(button('Komentarze (1)'));
    await flush();
    expect(NewsService.newsComments).toHaveBeenCalledTimes(1);
    expect(text()).toContain('Pierwszy!');
    expect(text()).toContain('Nieznany');
    // Another player's comment has no delete button for a player.
    expect(queryButton('Usuń komentarz')).toBeNull();

    await click(button('Skomentuj'));
    expect(text()).toContain('Komentarz nie może być pusty!');
    expect(NewsService.addNewsComment).not.toHaveBeenCalled();

    await type(commentBox(), '  Nareszcie!  ');
    await click(button('Skomentuj'));
    await flush();
    await flush();
    expect(NewsService.addNewsComment).toHaveBeenCalledWith({ id: 3, requestBody: { content: 'Nareszcie!' } });
    expect(text()).toContain('Komentarze (2)');
    expect(commentBox().value).toBe('');

    await click(button('Usuń komentarz'));
    await click(button('Usuń'));
    await flush();
    await flush();
    expect(NewsService.deleteNewsComment).toHaveBeenCalledWith({ id: 3, commentId: 11 });
    expect(text()).toContain('Komentarze (1)');
  });

  describe('for an admin', () => {
    beforeEach(() => {
      const token = `e30.${btoa(JSON.stringify({ sub: String(ME), role: 'admin' })).replace(/=+$/, '')}.c2lnbg`;
      localStorage.setItem(STORAGE_KEYS.token, token);
      localStorage.setItem(STORAGE_KEYS.userRole, 'admin');
      localStorage.setItem(STORAGE_KEYS.gameAuth, sealRole('admin', token));
    });

    it('archives a news item after a confirmation', async () => {
      mockServer([NEWS]);
      const archive = vi.spyOn(NewsService, 'archiveNews').mockImplementation(() => answer({ message: 'ok' }));
      await open();
      expect(queryButton('Dodaj Wieść')).not.toBeNull();
      expect(queryButton('Usuń komentarz')).toBeNull();
      await click(button('Archiwizuj'));
      expect(text()).toContain('Wieść „Wieść z bram” zniknie z listy wieści.');
      const dialogButtons = [...document.querySelectorAll('[role="dialog"] button')];
      await click(dialogButtons.find((b) => b.textContent === 'Archiwizuj')!);
      await flush();
      expect(archive).toHaveBeenCalledWith({ id: 3 });
    });

    it('offers no comment field without a character, says why, and still deletes any comment', async () => {
      mockServer([NEWS], false);
      await open();
      await click(button('Komentarze (1)'));
      await flush();
      expect(text()).toContain('Pierwszy!');
      expect(document.querySelector('[data-testid="comment-needs-character"]')?.textContent).toBe('Nie masz postaci: czytasz komentarze, ale ich nie piszesz.');
      expect(document.querySelector('textarea[aria-label="Napisz komentarz…"]')).toBeNull();
      expect(queryButton('Skomentuj')).toBeNull();
      await click(button('Usuń komentarz'));
      await click(button('Usuń'));
      await flush();
      expect(NewsService.deleteNewsComment).toHaveBeenCalledWith({ id: 3, commentId: 1 });
    });

    it('offers the comment field to an admin with a character', async () => {
      mockServer([NEWS]);
      await open();
      await click(button('Komentarze (1)'));
      await flush();
      expect(commentBox()).not.toBeNull();
      expect(queryButton('Skomentuj')).not.toBeNull();
      expect(document.querySelector('[data-testid="comment-needs-character"]')).toBeNull();
    });

    it('refuses a news item without a title or content before asking the server', async () => {
      mockServer([]);
      const post = vi.spyOn(NewsService, 'postNews').mockImplementation(() => refusal<News>(403, 'Brak uprawnień.'));
      await open();
      await click(button('Dodaj Wieść'));
      await click(button('Zapisz'));
      expect(text()).toContain('Tytuł i treść nie mogą być puste!');
      expect(post).not.toHaveBeenCalled();
    });
  });
});
