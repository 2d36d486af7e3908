import { AdminService, type AdminCharacterBody } from '@mrok/sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHARACTER } from '../test/fixtures';
import { answer } from '../test/sdk';
import { dataProvider } from '../providers/dataProvider';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('dataProvider.getList', () => {
  it('lists characters through adminListCharacters', async () => {
    const list = vi.spyOn(AdminService, 'adminListCharacters').mockReturnValue(answer({ data: [CHARACTER], total: 1 }));
    const result = await dataProvider.getList('characters', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'name', order: 'DESC' },
      filter: { q: 'Morwen' },
    });
    expect(list).toHaveBeenCalledWith({ start: 0, end: 25, sort: 'name', order: 'DESC', q: 'Morwen' });
    expect(result.data).toEqual([CHARACTER]);
    expect(result.total).toBe(1);
  });

  it("reads the approval queue ('Niezaakceptowane') as the head of the list sorted by approval, oldest first", async () => {
    const character = (id: number, approved: boolean): AdminCharacterBody => ({ ...CHARACTER, id, approved });
    // 130 waiting (ids 1–130), then approved ones: two pages of 100 are read, the second ends the queue.
    const list = vi.spyOn(AdminService, 'adminListCharacters').mockImplementation(({ start = 0, end = 0 }) =>
      answer({
        data: Array.from({ length: end - start }, (_, i) => character(start + i + 1, start + i >= 130)),
        total: 500,
      }),
    );
    const result = await dataProvider.getList('characters', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'id', order: 'DESC' },
      filter: { approval: 'waiting', q: 'Mor' },
    });
    expect(list).toHaveBeenCalledTimes(2);
    expect(list).toHaveBeenNthCalledWith(1, { start: 0, end: 100, sort: 'approved', order: 'ASC', q: 'Mor' });
    expect(list).toHaveBeenNthCalledWith(2, { start: 100, end: 200, sort: 'approved', order: 'ASC', q: 'Mor' });
    expect(result.total).toBe(130);
    expect(result.data.map((c) => c.id)).toEqual(Array.from({ length: 25 }, (_, i) => 26 + i));
  });

  it('counts an empty approval queue with one read', async () => {
    const list = vi.spyOn(AdminService, 'adminListCharacters').mockReturnValue(answer({ data: [{ ...CHARACTER, approved: true } as AdminCharacterBody], total: 1 }));
    const result = await dataProvider.getList('characters', { pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'ASC' }, filter: { approval: 'waiting' } });
    expect(list).toHaveBeenCalledTimes(1);
    expect(result).toEqual({ data: [], total: 0 });
  });
});

describe('dataProvider.getOne', () => {
  it('reads a character', async () => {
    const get = vi.spyOn(AdminService, 'adminGetCharacter').mockReturnValue(answer(CHARACTER));
    expect(await dataProvider.getOne('characters', { id: 3 })).toEqual({ data: CHARACTER });
    expect(get).toHaveBeenCalledWith({ id: 3 });
  });
});

describe('dataProvider.update', () => {
  it('approves and unapproves a character', async () => {
    const setApproval = vi
      .spyOn(AdminService, 'adminSetCharacterApproval')
      .mockImplementation(({ id, requestBody }) => answer({ ...CHARACTER, id, approved: requestBody.approved }));
    const approved = await dataProvider.update('characters', { id: 3, data: { approved: true }, previousData: CHARACTER });
    expect(setApproval).toHaveBeenLastCalledWith({ id: 3, requestBody: { approved: true } });
    expect(approved.data).toMatchObject({ id: 3, approved: true });
    const unapproved = await dataProvider.update('characters', { id: '3', data: { approved: false }, previousData: CHARACTER });
    expect(setApproval).toHaveBeenLastCalledWith({ id: 3, requestBody: { approved: false } });
    expect(unapproved.data).toMatchObject({ approved: false });
  });

  it('refuses an approval that is not a yes or a no', async () => {
    const setApproval = vi.spyOn(AdminService, 'adminSetCharacterApproval');
    await expect(
      dataProvider.update('characters', { id: 3, data: { approved: 'tak' }, previousData: CHARACTER }),
    ).rejects.toHaveProperty('status', 400);
    expect(setApproval).not.toHaveBeenCalled();
  });
});
