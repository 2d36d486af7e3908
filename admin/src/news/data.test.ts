import { AdminService, NewsService, type AdminNewsBody } from '@mrok/sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer } from '../test/sdk';
import { dataProvider } from '../providers/dataProvider';
import { NEWS_REQUIRED_MESSAGE } from './data';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('news', () => {
  const NEWS: AdminNewsBody = {
    id: 5,
    title: 'Wieść z bram',
    content: '<p>Bramy otwarte.</p>',
    createdAt: '2026-11-23T08:00:00Z',
    archivedAt: '2026-11-23T09:00:00Z',
    commentCount: 2,
  };

  it('lists archived news too, page by page, and reads one', async () => {
    const list = vi.spyOn(AdminService, 'adminListNews').mockReturnValue(answer({ data: [NEWS], total: 26 }));
    const page = await dataProvider.getList('news', { pagination: { page: 2, perPage: 25 }, sort: { field: 'title', order: 'ASC' } });
    expect(list).toHaveBeenCalledWith({ start: 25, end: 50 });
    expect(page).toEqual({ data: [NEWS], total: 26 });
    vi.spyOn(AdminService, 'adminGetNews').mockReturnValue(answer(NEWS));
    expect(await dataProvider.getOne('news', { id: '5' })).toEqual({ data: NEWS });
  });

  it('posts and edits through the feed’s own calls and reads the item back', async () => {
    const post = vi.spyOn(NewsService, 'postNews').mockReturnValue(
      answer({ id: 5, title: 'Wieść z bram', content: '<p>Bramy otwarte.</p>', created_at: NEWS.createdAt, comment_count: 0 }),
    );
    const onFeed: AdminNewsBody = { ...NEWS, archivedAt: undefined };
    const read = vi.spyOn(AdminService, 'adminGetNews').mockReturnValue(answer(onFeed));
    const created = await dataProvider.create('news', { data: { title: 'Wieść z bram', content: '<p>Bramy otwarte.</p>' } });
    expect(post).toHaveBeenCalledWith({ requestBody: { title: 'Wieść z bram', content: '<p>Bramy otwarte.</p>' } });
    expect(read).toHaveBeenCalledWith({ id: 5 });
    expect(created.data).toMatchObject({ id: 5, commentCount: 2 });
    const update = vi
      .spyOn(NewsService, 'updateNews')
      .mockReturnValue(answer({ id: 5, title: 'Nowa', content: NEWS.content, created_at: NEWS.createdAt, comment_count: 2 }));
    await dataProvider.update('news', { id: 5, data: { ...NEWS, title: 'Nowa' }, previousData: NEWS });
    // Only the title and the content go to the API.
    expect(update).toHaveBeenCalledWith({ id: 5, requestBody: { title: 'Nowa', content: '<p>Bramy otwarte.</p>' } });
  });

  it('wants a title and content first, in the feed’s words, and never deletes', async () => {
    const post = vi.spyOn(NewsService, 'postNews');
    for (const data of [{ title: ' ', content: '<p>x</p>' }, { title: 'x', content: '' }, {}]) {
      await expect(dataProvider.create('news', { data })).rejects.toMatchObject({ message: NEWS_REQUIRED_MESSAGE, status: 400 });
    }
    expect(post).not.toHaveBeenCalled();
    await expect(dataProvider.delete('news', { id: 5, previousData: NEWS })).rejects.toMatchObject({ status: 405 });
  });
});
