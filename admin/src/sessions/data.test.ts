import { AdminService, type AdminSessionBody, type AdminPage_AdminSessionBody } from '@mrok/sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer } from '../test/sdk';
import { dataProvider, listQuery, UNSUPPORTED_MESSAGE } from '../providers/dataProvider';

const SESSION: AdminSessionBody = {
  id: 12,
  kind: 'private',
  title: 'Szept w ciemności',
  closed: false,
  ownerId: 7,
  ownerName: 'Morwen Cień',
  messageCount: 3,
  createdAt: '2025-01-02T03:04:05Z',
  lastActivity: '2025-01-03T04:05:06Z',
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('listQuery', () => {
  it('passes the sessions’ kind filter when it is general or private, and drops any other', () => {
    const page = { pagination: { page: 1, perPage: 25 } };
    expect(listQuery('sessions', { ...page, filter: { kind: 'general' } })).toEqual({ start: 0, end: 25, kind: 'general' });
    expect(listQuery('sessions', { ...page, filter: { kind: 'private', q: ' szept ' } })).toEqual({
      start: 0,
      end: 25,
      kind: 'private',
      q: 'szept',
    });
    expect(listQuery('sessions', { ...page, filter: { kind: 'tavern' } })).not.toHaveProperty('kind');
    expect(listQuery('sessions', { ...page, filter: { kind: '' } })).not.toHaveProperty('kind');
    expect(listQuery('sessions', { ...page, filter: { kind: ['private'] } })).not.toHaveProperty('kind');
    // Only sessions have kinds the API filters by.
    expect(listQuery('characters', { ...page, filter: { kind: 'private' } })).not.toHaveProperty('kind');
  });

  it('sorts sessions by the fields the API sorts them by', () => {
    for (const field of ['id', 'title', 'createdAt', 'lastActivity', 'messageCount']) {
      expect(listQuery('sessions', { pagination: { page: 1, perPage: 25 }, sort: { field, order: 'DESC' } })).toMatchObject({
        sort: field,
        order: 'DESC',
      });
    }
    expect(listQuery('sessions', { pagination: { page: 1, perPage: 25 }, sort: { field: 'ownerName', order: 'ASC' } })).toEqual({
      start: 0,
      end: 25,
    });
  });
});

describe('dataProvider.getList', () => {
  it('lists sessions through adminListSessions with paging, sort, search and kind', async () => {
    const list = vi.spyOn(AdminService, 'adminListSessions').mockReturnValue(answer({ data: [SESSION], total: 26 }));
    const result = await dataProvider.getList('sessions', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'lastActivity', order: 'DESC' },
      filter: { q: ' Morwen ', kind: 'private' },
    });
    expect(list).toHaveBeenCalledWith({ start: 25, end: 50, sort: 'lastActivity', order: 'DESC', q: 'Morwen', kind: 'private' });
    expect(result).toEqual({ data: [SESSION], total: 26 });
  });

  it('lists sessions of every kind when the kind filter is unknown', async () => {
    const list = vi.spyOn(AdminService, 'adminListSessions').mockReturnValue(answer<AdminPage_AdminSessionBody>({ data: [], total: 0 }));
    await dataProvider.getList('sessions', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'messageCount', order: 'ASC' },
      filter: { kind: 'tavern' },
    });
    expect(list).toHaveBeenCalledWith({ start: 0, end: 25, sort: 'messageCount', order: 'ASC' });
  });
});

describe('dataProvider.getOne', () => {
  it('refuses a session, which is read on the player site, without calling the API', async () => {
    const listSessions = vi.spyOn(AdminService, 'adminListSessions');
    await expect(dataProvider.getOne('sessions', { id: 12 })).rejects.toMatchObject({
      name: 'HttpError',
      message: UNSUPPORTED_MESSAGE,
      status: 405,
    });
    expect(listSessions).not.toHaveBeenCalled();
  });
});

describe('dataProvider.update', () => {
  it('refuses to change a session', async () => {
    await expect(
      dataProvider.update('sessions', { id: 12, data: { closed: true }, previousData: SESSION }),
    ).rejects.toMatchObject({ message: UNSUPPORTED_MESSAGE, status: 405 });
  });
});
