import { AdminService, AnnouncementsService, ModerationService, ReportsService } from '@mrok/sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NETWORK_ERROR } from '../lib/api';
import { REVIEW_FAILED } from '../reports/labels';
import { CHARACTER, USER } from '../test/fixtures';
import { answer, failure, offline, unreadable } from '../test/sdk';
import { dataProvider, listQuery, UNSUPPORTED_MESSAGE } from './dataProvider';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('listQuery', () => {
  it('turns a page into the _start.._end range', () => {
    expect(listQuery('users', { pagination: { page: 3, perPage: 25 } })).toEqual({ start: 50, end: 75 });
  });

  it('passes a sort by a field the API sorts by, with its order', () => {
    expect(listQuery('users', { pagination: { page: 1, perPage: 10 }, sort: { field: 'lastSeenAt', order: 'DESC' } })).toEqual({
      start: 0,
      end: 10,
      sort: 'lastSeenAt',
      order: 'DESC',
    });
    expect(listQuery('characters', { pagination: { page: 1, perPage: 10 }, sort: { field: 'approved', order: 'ASC' } })).toMatchObject({
      sort: 'approved',
      order: 'ASC',
    });
  });

  it('leaves out a sort by a field the API does not sort by', () => {
    const query = listQuery('characters', { pagination: { page: 1, perPage: 10 }, sort: { field: 'ownerEmail', order: 'ASC' } });
    expect(query).toEqual({ start: 0, end: 10 });
  });

  it('passes the search box as q, trimmed, and leaves out an empty one', () => {
    expect(listQuery('users', { pagination: { page: 1, perPage: 5 }, filter: { q: '  Morwen ' } }).q).toBe('Morwen');
    expect(listQuery('users', { pagination: { page: 1, perPage: 5 }, filter: { q: '   ' } })).not.toHaveProperty('q');
    expect(listQuery('users', { pagination: { page: 1, perPage: 5 }, filter: {} })).not.toHaveProperty('q');
  });
});

describe('dataProvider.getList', () => {
  it('turns an API error into an HttpError with the Polish message and status', async () => {
    vi.spyOn(AdminService, 'adminListUsers').mockReturnValue(failure(403, 'Brak uprawnień.', 'forbidden'));
    await expect(dataProvider.getList('users', { pagination: { page: 1, perPage: 10 } })).rejects.toMatchObject({
      name: 'HttpError',
      message: 'Brak uprawnień.',
      status: 403,
      body: { message: 'Brak uprawnień.', code: 'forbidden' },
    });
  });

  it('says what failed, with the status, when the server answered without a message', async () => {
    vi.spyOn(AdminService, 'adminListUsers').mockReturnValue(unreadable(502));
    await expect(dataProvider.getList('users', { pagination: { page: 1, perPage: 10 } })).rejects.toMatchObject({
      message: 'HTTP 502: Błąd pobierania kont',
      status: 502,
    });
  });

  it('keeps the connection text for a server it could not reach', async () => {
    vi.spyOn(AdminService, 'adminListUsers').mockReturnValue(offline());
    await expect(dataProvider.getList('users', { pagination: { page: 1, perPage: 10 } })).rejects.toMatchObject({
      message: NETWORK_ERROR,
      status: undefined,
    });
  });

  it('rejects an unknown resource', async () => {
    await expect(dataProvider.getList('taverns', { pagination: { page: 1, perPage: 10 } })).rejects.toMatchObject({
      message: 'Nieznany zasób: taverns.',
    });
  });
});

describe('dataProvider.getOne', () => {
  it('passes on a 404 with its message', async () => {
    vi.spyOn(AdminService, 'adminGetCharacter').mockReturnValue(failure(404, 'Nie znaleziono postaci.', 'not_found'));
    await expect(dataProvider.getOne('characters', { id: 99 })).rejects.toMatchObject({
      message: 'Nie znaleziono postaci.',
      status: 404,
    });
  });
});

describe('the admin panel’s failures (spec 3 §8)', () => {
  const MESSAGE = { title: 'Przerwa', content: '<p>Wracamy o świcie.</p>' };

  it('give the action’s own words, prefixed ‘Błąd: ’, when the server answered without a message', async () => {
    vi.spyOn(ModerationService, 'adminAddResidentMessage').mockReturnValue(unreadable(502));
    vi.spyOn(ModerationService, 'adminUpdateResidentMessage').mockReturnValue(unreadable(500));
    vi.spyOn(ModerationService, 'adminDeleteResidentMessage').mockReturnValue(unreadable(502));
    vi.spyOn(ModerationService, 'adminResidentMessages').mockReturnValue(unreadable(503));
    vi.spyOn(AnnouncementsService, 'adminSendGlobalMessage').mockReturnValue(unreadable(502));
    await expect(dataProvider.create('residentMessages', { data: MESSAGE })).rejects.toMatchObject({
      message: 'Błąd: Wystąpił błąd podczas dodawania komunikatu',
      status: 502,
    });
    await expect(dataProvider.update('residentMessages', { id: 2, data: MESSAGE, previousData: MESSAGE })).rejects.toMatchObject({
      message: 'Błąd: Wystąpił błąd podczas edycji komunikatu',
    });
    await expect(dataProvider.delete('residentMessages', { id: 2 })).rejects.toMatchObject({
      message: 'Błąd: Wystąpił błąd podczas usuwania komunikatu',
    });
    await expect(dataProvider.getList('residentMessages', { pagination: { page: 1, perPage: 100 } })).rejects.toMatchObject({
      message: 'Błąd: HTTP 503: Błąd pobierania komunikatów',
    });
    await expect(dataProvider.create('globalMessages', { data: MESSAGE })).rejects.toMatchObject({
      message: 'Błąd: Wystąpił błąd podczas wysyłania wiadomości',
    });
  });

  it('give the server’s message, prefixed, and the connection text only when it was not reached', async () => {
    vi.spyOn(ModerationService, 'adminAddResidentMessage').mockReturnValueOnce(failure(403, 'Siedzisz w więzieniu.', 'imprisoned'));
    await expect(dataProvider.create('residentMessages', { data: MESSAGE })).rejects.toMatchObject({
      message: 'Błąd: Siedzisz w więzieniu.',
      status: 403,
    });
    vi.spyOn(AnnouncementsService, 'adminSendGlobalMessage').mockReturnValue(offline());
    await expect(dataProvider.create('globalMessages', { data: MESSAGE })).rejects.toMatchObject({ message: `Błąd: ${NETWORK_ERROR}` });
  });

  it('word a review that failed without a message as the reports panel does', async () => {
    vi.spyOn(ReportsService, 'adminReviewReport').mockReturnValue(unreadable(502));
    await expect(
      dataProvider.update('sessionReports', { id: 5, data: { status: 'accepted' }, previousData: { id: 5 } }),
    ).rejects.toMatchObject({ message: REVIEW_FAILED, status: 502 });
  });
});

describe('the other methods', () => {
  it('reject with a Polish message', async () => {
    await expect(dataProvider.create('users', { data: { email: 'x@mrok.test' } })).rejects.toMatchObject({
      message: UNSUPPORTED_MESSAGE,
    });
    await expect(dataProvider.delete('characters', { id: 3, previousData: CHARACTER })).rejects.toMatchObject({
      message: UNSUPPORTED_MESSAGE,
    });
    await expect(dataProvider.create('sessions', { data: { title: 'x' } })).rejects.toMatchObject({ message: UNSUPPORTED_MESSAGE });
    await expect(dataProvider.delete('users', { id: 7, previousData: USER })).rejects.toMatchObject({ message: UNSUPPORTED_MESSAGE });
    await expect(dataProvider.deleteMany('characters', { ids: [3] })).rejects.toMatchObject({ message: UNSUPPORTED_MESSAGE });
    await expect(dataProvider.updateMany('characters', { ids: [3], data: {} })).rejects.toMatchObject({
      message: UNSUPPORTED_MESSAGE,
    });
    await expect(dataProvider.getMany('auditLog', { ids: [7] })).rejects.toMatchObject({ message: UNSUPPORTED_MESSAGE });
    await expect(
      dataProvider.getManyReference('characters', {
        target: 'userId',
        id: 7,
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'id', order: 'ASC' },
        filter: {},
      }),
    ).rejects.toMatchObject({ message: UNSUPPORTED_MESSAGE });
  });
});

describe('getMany', () => {
  it('reads each record once, one by one (the audit log’s acting accounts)', async () => {
    const one = vi.spyOn(AdminService, 'adminGetUser').mockImplementation(({ id }) => answer({ ...USER, id }));
    const { data } = await dataProvider.getMany('users', { ids: [7, '9', 7] });
    expect(data.map((user) => user.id)).toEqual([7, 9]);
    expect(one).toHaveBeenCalledTimes(2);
  });
});
