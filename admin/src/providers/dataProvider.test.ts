import {
  AdminService,
  type AdminArchetypeBody,
  type AdminMonsterBody,
  AnnouncementsService,
  ModerationService,
  NewsService,
  ReportsService,
  TavernService,
  type AdminCharacterBody,
  type AdminGlobalMessageBody,
  type AdminNewsBody,
  type AdminSessionBody,
  type AdminPage_AdminSessionBody,
  type AdminPage_AdminTavernEventBody,
  type AdminTavernRoomBody,
  type AdminUserBody,
  type AuditEntry,
  type PlayerReports,
  type ReportingPlayer,
  type ResidentMessageChanged,
  type SessionReportForAdmins,
  type TavernEvent,
} from '@mrok/sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NETWORK_ERROR } from '../lib/api';
import { REVIEW_FAILED } from '../reports/labels';
import { CHARACTER, REPORT as BASE_REPORT } from '../test/fixtures';
import { answer, failure, offline, unreadable } from '../test/sdk';
import {
  ANNOUNCEMENT_REQUIRED_MESSAGE,
  ARCHETYPE_KIND_MESSAGE,
  ARENA_NAME_MESSAGE,
  ARENA_NUMBERS_MESSAGE,
  PRIMARY_STAT_MESSAGE,
  COMMENT_REQUIRED_MESSAGE,
  NO_PLAYER_MESSAGE,
  NO_REPORTS_MESSAGE,
  NOT_A_DECISION_MESSAGE,
  EVENT_DATE_MESSAGE,
  EVENT_TITLE_MESSAGE,
  NEWS_REQUIRED_MESSAGE,
  NO_MESSAGE_MESSAGE,
  RESIDENT_MESSAGE_NOT_FOUND,
  RESIDENT_MESSAGE_REQUIRED,
  dataProvider,
  listQuery,
  ROOM_NAME_MESSAGE, UNKNOWN_ROLE_MESSAGE, UNSUPPORTED_MESSAGE } from './dataProvider';

const USER: AdminUserBody = {
  id: 7,
  email: 'morwen@mrok.test',
  role: 'mieszkaniec',
  activated: true,
  createdAt: '2025-01-02T03:04:05Z',
  characterName: 'Morwen Cień',
};


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

const ROOM: AdminTavernRoomBody = {
  id: 2,
  name: 'Piwnica',
  description: 'Beczki i półmrok.',
  activeUsersCount: 1,
  messageCount: 40,
};

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
  it('lists accounts through adminListUsers with the mapped query', async () => {
    const list = vi.spyOn(AdminService, 'adminListUsers').mockReturnValue(answer({ data: [USER], total: 41 }));
    const result = await dataProvider.getList('users', {
      pagination: { page: 2, perPage: 20 },
      sort: { field: 'email', order: 'ASC' },
      filter: { q: 'morwen' },
    });
    expect(list).toHaveBeenCalledWith({ start: 20, end: 40, sort: 'email', order: 'ASC', q: 'morwen' });
    expect(result).toEqual({ data: [USER], total: 41 });
  });

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
  it('reads an account by its numeric id', async () => {
    const get = vi.spyOn(AdminService, 'adminGetUser').mockReturnValue(answer(USER));
    expect(await dataProvider.getOne('users', { id: '7' })).toEqual({ data: USER });
    expect(get).toHaveBeenCalledWith({ id: 7 });
  });

  it('reads a character', async () => {
    const get = vi.spyOn(AdminService, 'adminGetCharacter').mockReturnValue(answer(CHARACTER));
    expect(await dataProvider.getOne('characters', { id: 3 })).toEqual({ data: CHARACTER });
    expect(get).toHaveBeenCalledWith({ id: 3 });
  });

  it('refuses a session, which is read on the player site, without calling the API', async () => {
    const listSessions = vi.spyOn(AdminService, 'adminListSessions');
    await expect(dataProvider.getOne('sessions', { id: 12 })).rejects.toMatchObject({
      name: 'HttpError',
      message: UNSUPPORTED_MESSAGE,
      status: 405,
    });
    expect(listSessions).not.toHaveBeenCalled();
  });

  it('passes on a 404 with its message', async () => {
    vi.spyOn(AdminService, 'adminGetCharacter').mockReturnValue(failure(404, 'Nie znaleziono postaci.', 'not_found'));
    await expect(dataProvider.getOne('characters', { id: 99 })).rejects.toMatchObject({
      message: 'Nie znaleziono postaci.',
      status: 404,
    });
  });
});

describe('dataProvider.update', () => {
  it('changes an account’s role and nothing else', async () => {
    const promoted: AdminUserBody = { ...USER, role: 'mistrz_gry' };
    const setRole = vi.spyOn(AdminService, 'adminSetUserRole').mockReturnValue(answer(promoted));
    const result = await dataProvider.update('users', {
      id: 7,
      data: { ...USER, role: 'mistrz_gry' },
      previousData: USER,
    });
    expect(setRole).toHaveBeenCalledWith({ id: 7, requestBody: { role: 'mistrz_gry' } });
    expect(result).toEqual({ data: promoted });
  });

  it('refuses a role the API does not know without calling it', async () => {
    const setRole = vi.spyOn(AdminService, 'adminSetUserRole');
    await expect(
      dataProvider.update('users', { id: 7, data: { role: 'cesarz' }, previousData: USER }),
    ).rejects.toMatchObject({ message: UNKNOWN_ROLE_MESSAGE });
    expect(setRole).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal of one’s own demotion', async () => {
    vi.spyOn(AdminService, 'adminSetUserRole').mockReturnValue(
      failure(409, 'Nie możesz odebrać sobie roli administratora.', 'conflict'),
    );
    await expect(
      dataProvider.update('users', { id: 1, data: { role: 'mieszkaniec' }, previousData: USER }),
    ).rejects.toMatchObject({ message: 'Nie możesz odebrać sobie roli administratora.', status: 409 });
  });

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

  it('refuses to change a session', async () => {
    await expect(
      dataProvider.update('sessions', { id: 12, data: { closed: true }, previousData: SESSION }),
    ).rejects.toMatchObject({ message: UNSUPPORTED_MESSAGE, status: 405 });
  });

  it('refuses an approval that is not a yes or a no', async () => {
    const setApproval = vi.spyOn(AdminService, 'adminSetCharacterApproval');
    await expect(
      dataProvider.update('characters', { id: 3, data: { approved: 'tak' }, previousData: CHARACTER }),
    ).rejects.toHaveProperty('status', 400);
    expect(setApproval).not.toHaveBeenCalled();
  });
});

describe('tavern rooms', () => {
  it('lists every room in one call, whatever page or sort react-admin asks for', async () => {
    const list = vi.spyOn(AdminService, 'adminListTavernRooms').mockReturnValue(answer({ data: [ROOM], total: 1 }));
    const result = await dataProvider.getList('tavernRooms', {
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'name', order: 'DESC' },
    });
    expect(list).toHaveBeenCalledTimes(1);
    expect(list).toHaveBeenCalledWith();
    expect(result).toEqual({ data: [ROOM], total: 1 });
  });

  it('reads, adds and changes a room with its name and description', async () => {
    vi.spyOn(AdminService, 'adminGetTavernRoom').mockReturnValue(answer(ROOM));
    expect(await dataProvider.getOne('tavernRooms', { id: '2' })).toEqual({ data: ROOM });
    const create = vi.spyOn(AdminService, 'adminCreateTavernRoom').mockReturnValue(answer({ ...ROOM, id: 5, name: 'Stajnia' }));
    const created = await dataProvider.create('tavernRooms', { data: { name: 'Stajnia' } });
    expect(create).toHaveBeenCalledWith({ requestBody: { name: 'Stajnia', description: '' } });
    expect(created.data).toMatchObject({ id: 5, name: 'Stajnia' });
    const update = vi.spyOn(AdminService, 'adminUpdateTavernRoom').mockReturnValue(answer({ ...ROOM, description: 'Nowy opis' }));
    await dataProvider.update('tavernRooms', { id: 2, data: { ...ROOM, description: 'Nowy opis' }, previousData: ROOM });
    // Only what the form changes goes to the API, not the counts.
    expect(update).toHaveBeenCalledWith({ id: 2, requestBody: { name: 'Piwnica', description: 'Nowy opis' } });
  });

  it('refuses a room without a name before calling the API', async () => {
    const create = vi.spyOn(AdminService, 'adminCreateTavernRoom');
    await expect(dataProvider.create('tavernRooms', { data: { name: '   ' } })).rejects.toMatchObject({
      message: ROOM_NAME_MESSAGE,
      status: 400,
    });
    expect(create).not.toHaveBeenCalled();
  });

  it('shows the server’s refusals: a name in use, the last room', async () => {
    vi.spyOn(AdminService, 'adminCreateTavernRoom').mockReturnValue(
      failure(409, 'Pokój o tej nazwie już jest w karczmie.', 'room_name_taken'),
    );
    await expect(dataProvider.create('tavernRooms', { data: { name: 'piwnica' } })).rejects.toMatchObject({
      message: 'Pokój o tej nazwie już jest w karczmie.',
      status: 409,
    });
    vi.spyOn(AdminService, 'adminDeleteTavernRoom').mockReturnValue(failure(409, 'Karczma musi mieć choć jeden pokój.', 'last_room'));
    await expect(dataProvider.delete('tavernRooms', { id: 2, previousData: ROOM })).rejects.toMatchObject({
      message: 'Karczma musi mieć choć jeden pokój.',
    });
  });

  it('removes a room and hands back the record it had', async () => {
    const drop = vi.spyOn(AdminService, 'adminDeleteTavernRoom').mockReturnValue(answer({ message: 'Pokój usunięty.' }));
    expect(await dataProvider.delete('tavernRooms', { id: 2, previousData: ROOM })).toEqual({ data: ROOM });
    expect(drop).toHaveBeenCalledWith({ id: 2 });
  });
});

describe('global messages', () => {
  const SENT: AdminGlobalMessageBody = {
    id: 4,
    title: 'Mróz',
    content: 'Bramy zamknięte.\nNie wychodźcie.',
    createdAt: '2026-11-23T08:00:00Z',
    authorEmail: 'szef@mrok.test',
    recipients: 10,
    reads: 0,
  };

  it('sends an announcement and reads it back with its reach', async () => {
    const send = vi.spyOn(AnnouncementsService, 'adminSendGlobalMessage').mockReturnValue(answer({ id: 4, message: 'Wysłano' }));
    const read = vi.spyOn(AnnouncementsService, 'adminGetGlobalMessage').mockReturnValue(answer(SENT));
    const created = await dataProvider.create('globalMessages', { data: { title: 'Mróz', content: 'Bramy zamknięte.\nNie wychodźcie.' } });
    expect(send).toHaveBeenCalledWith({ requestBody: { title: 'Mróz', content: 'Bramy zamknięte.\nNie wychodźcie.' } });
    expect(read).toHaveBeenCalledWith({ id: 4 });
    expect(created.data).toEqual(SENT);
  });

  it('refuses an announcement without a title or content before calling the API', async () => {
    const send = vi.spyOn(AnnouncementsService, 'adminSendGlobalMessage');
    for (const data of [{ title: ' ', content: 'x' }, { title: 'x', content: '\n' }, {}]) {
      await expect(dataProvider.create('globalMessages', { data })).rejects.toMatchObject({ message: ANNOUNCEMENT_REQUIRED_MESSAGE, status: 400 });
    }
    expect(send).not.toHaveBeenCalled();
  });

  it('lists the readers of one announcement, and needs to know which', async () => {
    const readers = vi
      .spyOn(AnnouncementsService, 'adminGlobalMessageReaders')
      .mockReturnValue(answer({ data: [{ id: 7, email: 'morwen@mrok.test', readAt: '2026-11-23T09:00:00Z' }], total: 1 }));
    const page = await dataProvider.getList('globalMessageReaders', { pagination: { page: 2, perPage: 25 }, filter: { messageId: 4 } });
    expect(readers).toHaveBeenCalledWith({ id: 4, start: 25, end: 50 });
    expect(page.total).toBe(1);
    await expect(dataProvider.getList('globalMessageReaders', { pagination: { page: 1, perPage: 25 }, filter: {} })).rejects.toMatchObject({
      message: NO_MESSAGE_MESSAGE,
    });
  });

  it('cannot change or delete a sent announcement', async () => {
    await expect(dataProvider.update('globalMessages', { id: 4, data: {}, previousData: SENT })).rejects.toMatchObject({ status: 405 });
    await expect(dataProvider.delete('globalMessages', { id: 4, previousData: SENT })).rejects.toMatchObject({ status: 405 });
  });
});

describe('resident messages', () => {
  const MESSAGE = {
    id: 2,
    title: 'Przerwa',
    content: '<p>Wracamy o świcie.</p>',
    active: false,
    created_at: '2026-11-23T08:00:00Z',
    updated_at: '2026-11-23T08:00:00Z',
  };

  it('lists them whole and reads one from the list', async () => {
    const list = vi.spyOn(ModerationService, 'adminResidentMessages').mockReturnValue(answer({ messages: [MESSAGE] }));
    expect(await dataProvider.getList('residentMessages', { pagination: { page: 1, perPage: 100 } })).toEqual({ data: [MESSAGE], total: 1 });
    expect(await dataProvider.getOne('residentMessages', { id: 2 })).toEqual({ data: MESSAGE });
    await expect(dataProvider.getOne('residentMessages', { id: 9 })).rejects.toMatchObject({ message: RESIDENT_MESSAGE_NOT_FOUND, status: 404 });
    expect(list).toHaveBeenCalledTimes(3);
  });

  it('adds, changes and deletes one, and wants a title and content first', async () => {
    const add = vi
      .spyOn(ModerationService, 'adminAddResidentMessage')
      .mockReturnValue(answer<ResidentMessageChanged>({ success: true, message: 'Komunikat został dodany pomyślnie', data: MESSAGE }));
    expect((await dataProvider.create('residentMessages', { data: { title: 'Przerwa', content: '<p>Wracamy o świcie.</p>' } })).data).toEqual(MESSAGE);
    expect(add).toHaveBeenCalledWith({ requestBody: { title: 'Przerwa', content: '<p>Wracamy o świcie.</p>' } });
    await expect(dataProvider.create('residentMessages', { data: { title: ' ', content: 'x' } })).rejects.toMatchObject({
      message: RESIDENT_MESSAGE_REQUIRED,
    });
    expect(add).toHaveBeenCalledTimes(1);
    const update = vi
      .spyOn(ModerationService, 'adminUpdateResidentMessage')
      .mockReturnValue(answer<ResidentMessageChanged>({ success: true, message: 'ok', data: { ...MESSAGE, title: 'Nowy' } }));
    await dataProvider.update('residentMessages', { id: 2, data: { ...MESSAGE, title: 'Nowy' }, previousData: MESSAGE });
    expect(update).toHaveBeenCalledWith({ id: 2, requestBody: { title: 'Nowy', content: '<p>Wracamy o świcie.</p>' } });
    const remove = vi.spyOn(ModerationService, 'adminDeleteResidentMessage').mockReturnValue(answer({ message: 'ok' }));
    await dataProvider.delete('residentMessages', { id: 2, previousData: MESSAGE });
    expect(remove).toHaveBeenCalledWith({ id: 2 });
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

describe('the audit log', () => {
  const ENTRY: AuditEntry = {
    id: 5,
    at: '2026-11-23T08:00:00Z',
    actorId: 1,
    actorRole: 'admin',
    action: 'adminChangeNickname',
    method: 'POST',
    target: '/api/admin/changeNickname',
    before: 'Morwena',
    after: '{"newNickname":"Morwenna","userId":7}',
    status: 200,
  };

  it('pages it newest first, filtered by the acting account and the operation', async () => {
    const list = vi.spyOn(AdminService, 'adminAuditLog').mockReturnValue(answer({ data: [ENTRY], total: 41 }));
    const page = await dataProvider.getList('auditLog', {
      pagination: { page: 2, perPage: 20 },
      sort: { field: 'at', order: 'ASC' },
      filter: { actorId: '1', action: ' adminChangeNickname ' },
    });
    expect(page).toEqual({ data: [ENTRY], total: 41 });
    expect(list).toHaveBeenCalledWith({ start: 20, end: 40, actorId: 1, action: 'adminChangeNickname' });
  });

  it('cannot be changed or deleted', async () => {
    await expect(dataProvider.update('auditLog', { id: 5, data: {}, previousData: ENTRY })).rejects.toMatchObject({ status: 405 });
    await expect(dataProvider.delete('auditLog', { id: 5, previousData: ENTRY })).rejects.toMatchObject({ status: 405 });
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
    await expect(dataProvider.getMany('users', { ids: [7] })).rejects.toMatchObject({ message: UNSUPPORTED_MESSAGE });
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

describe('tavern events', () => {
  it('lists the whole board page by page, adds and removes through the tavern’s own calls', async () => {
    const list = vi.spyOn(AdminService, 'adminListTavernEvents').mockReturnValue(answer<AdminPage_AdminTavernEventBody>({ data: [], total: 0 }));
    await dataProvider.getList('tavernEvents', { pagination: { page: 1, perPage: 25 } });
    expect(list).toHaveBeenCalledWith({ start: 0, end: 25 });
    const add = vi
      .spyOn(TavernService, 'addTavernEvent')
      .mockReturnValue(answer<TavernEvent>({ id: 8, title: 'Bal', description: '', date: '2099-04-01', time: '20:00' }));
    const created = await dataProvider.create('tavernEvents', { data: { title: 'Bal', date: '2099-04-01', time: '20:00', description: '  ' } });
    expect(add).toHaveBeenCalledWith({ requestBody: { title: 'Bal', date: '2099-04-01', time: '20:00' } });
    expect(created.data).toMatchObject({ id: 8 });
    const drop = vi.spyOn(TavernService, 'deleteTavernEvent').mockReturnValue(answer({ message: 'ok' }));
    await dataProvider.delete('tavernEvents', { id: 8, previousData: created.data });
    expect(drop).toHaveBeenCalledWith({ id: 8 });
  });

  it('wants a title and a date first', async () => {
    const add = vi.spyOn(TavernService, 'addTavernEvent');
    await expect(dataProvider.create('tavernEvents', { data: { title: ' ', date: '2099-04-01' } })).rejects.toMatchObject({
      message: EVENT_TITLE_MESSAGE,
      status: 400,
    });
    await expect(dataProvider.create('tavernEvents', { data: { title: 'Bal', date: null } })).rejects.toMatchObject({
      message: EVENT_DATE_MESSAGE,
    });
    expect(add).not.toHaveBeenCalled();
  });
});

describe('session reports', () => {
  const PLAYER: ReportingPlayer = {
    id: 7,
    username: 'Morwena',
    pending_reports: 1,
    accepted_reports: 0,
    rejected_reports: 1,
    total_reports: 2,
    last_report_date: '2026-11-22T08:00:00Z',
  };
  const REPORT: SessionReportForAdmins = { ...BASE_REPORT, internal_comment: 'Tylko dla nas.' };
  const OTHER: ReportingPlayer = { ...PLAYER, id: 9, username: 'Ilvar' };

  it('lists the players with reports a page at a time, and reads one of them with its counts', async () => {
    const players = vi.spyOn(ReportsService, 'adminReportingPlayers').mockReturnValue(answer({ users: [OTHER], total: 2 }));
    expect(await dataProvider.getList('reports', { pagination: { page: 2, perPage: 1 }, sort: { field: 'username', order: 'ASC' } })).toEqual({
      data: [OTHER],
      total: 2,
    });
    expect(players).toHaveBeenCalledWith({ start: 1, end: 2 });
    const one = vi
      .spyOn(ReportsService, 'adminPlayerReports')
      .mockImplementation(({ userId }) => answer<PlayerReports>(userId === 7 ? { player: PLAYER, reports: [REPORT] } : { player: null, reports: [] }));
    expect(await dataProvider.getOne('reports', { id: '7' })).toEqual({ data: PLAYER });
    await expect(dataProvider.getOne('reports', { id: 8 })).rejects.toMatchObject({ message: NO_REPORTS_MESSAGE, status: 404 });
    expect(one).toHaveBeenCalledWith({ userId: 8 });
  });

  it('lists one player’s reports, with the internal notes, only when told whose', async () => {
    const reports = vi.spyOn(ReportsService, 'adminPlayerReports').mockReturnValue(answer<PlayerReports>({ player: PLAYER, reports: [REPORT] }));
    expect(listQuery('sessionReports', { filter: { userId: '7' } })).toMatchObject({ userId: 7 });
    expect(listQuery('reports', { filter: { userId: '7' } })).not.toHaveProperty('userId');
    const page = await dataProvider.getList('sessionReports', { pagination: { page: 1, perPage: 25 }, filter: { userId: 7 } });
    expect(reports).toHaveBeenCalledWith({ userId: 7 });
    expect(page).toEqual({ data: [REPORT], total: 1 });
    await expect(dataProvider.getList('sessionReports', { pagination: { page: 1, perPage: 25 }, filter: {} })).rejects.toMatchObject({
      message: NO_PLAYER_MESSAGE,
      status: 400,
    });
  });

  it('sends a decision with trimmed comments and answers the reviewed report', async () => {
    const reviewed: SessionReportForAdmins = { ...REPORT, status: 'rejected', admin_comment: 'Opisz świadków.' };
    const review = vi
      .spyOn(ReportsService, 'adminReviewReport')
      .mockReturnValue(answer({ message: 'Zgłoszenie zostało odrzucone', report: reviewed }));
    const result = await dataProvider.update('sessionReports', {
      id: 4,
      data: { status: 'rejected', adminComment: ' Opisz świadków. ', internalComment: '  ', session_title: 'ignored' },
      previousData: REPORT,
    });
    expect(review).toHaveBeenCalledWith({ id: 4, requestBody: { status: 'rejected', adminComment: 'Opisz świadków.', internalComment: null } });
    expect(result).toEqual({ data: reviewed });
    await dataProvider.update('sessionReports', { id: 4, data: { status: 'accepted' }, previousData: REPORT });
    expect(review).toHaveBeenLastCalledWith({ id: 4, requestBody: { status: 'accepted', adminComment: null, internalComment: null } });
  });

  it('refuses a rejection without a comment and anything but a decision, before the call', async () => {
    const review = vi.spyOn(ReportsService, 'adminReviewReport');
    await expect(
      dataProvider.update('sessionReports', { id: 4, data: { status: 'rejected', adminComment: '  ' }, previousData: REPORT }),
    ).rejects.toMatchObject({ message: COMMENT_REQUIRED_MESSAGE, status: 400 });
    for (const status of ['pending', undefined, 'ACCEPTED']) {
      await expect(dataProvider.update('sessionReports', { id: 4, data: { status }, previousData: REPORT })).rejects.toMatchObject({
        message: NOT_A_DECISION_MESSAGE,
      });
    }
    expect(review).not.toHaveBeenCalled();
    await expect(dataProvider.update('reports', { id: 7, data: {}, previousData: PLAYER })).rejects.toMatchObject({ status: 405 });
    await expect(dataProvider.delete('sessionReports', { id: 4, previousData: REPORT })).rejects.toMatchObject({ status: 405 });
  });

  it('carries the server’s refusal', async () => {
    vi.spyOn(ReportsService, 'adminReviewReport').mockReturnValue(failure(404, 'Nie znaleziono zgłoszenia.'));
    await expect(dataProvider.update('sessionReports', { id: 4, data: { status: 'accepted' }, previousData: REPORT })).rejects.toMatchObject({
      message: 'Nie znaleziono zgłoszenia.',
      status: 404,
    });
  });
});

describe('the arena’s monsters', () => {
  const RAT: AdminMonsterBody = {
    id: 1,
    name: 'Szczur kanałowy',
    description: 'Tłusty i wściekły.',
    level: 1,
    health: 30,
    attack: 7,
    defense: 2,
    experienceReward: 20,
  };
  const DOG: AdminMonsterBody = { ...RAT, id: 2, name: 'Zdziczały pies', level: 2, health: 45, attack: 10, defense: 4, experienceReward: 35 };

  it('lists them whole in one call and pages them here, and reads one', async () => {
    const list = vi.spyOn(AdminService, 'adminListArenaMonsters').mockReturnValue(answer({ data: [RAT, DOG], total: 2 }));
    const page = await dataProvider.getList('arenaMonsters', { pagination: { page: 2, perPage: 1 }, sort: { field: 'level', order: 'DESC' } });
    expect(list).toHaveBeenCalledWith();
    expect(page).toEqual({ data: [DOG], total: 2 });
    vi.spyOn(AdminService, 'adminGetArenaMonster').mockReturnValue(answer(RAT));
    expect(await dataProvider.getOne('arenaMonsters', { id: '1' })).toEqual({ data: RAT });
  });

  it('adds and changes one with its numbers (from the form’s fields), trimmed, without its id', async () => {
    const create = vi.spyOn(AdminService, 'adminCreateArenaMonster').mockReturnValue(answer({ ...RAT, id: 10, name: 'Kościej' }));
    const created = await dataProvider.create('arenaMonsters', {
      data: { name: '  Kościej ', description: '', level: 6, health: '150', attack: 25, defense: 0, experienceReward: 140 },
    });
    expect(create).toHaveBeenCalledWith({
      requestBody: { name: 'Kościej', description: '', level: 6, health: 150, attack: 25, defense: 0, experienceReward: 140 },
    });
    expect(created.data).toMatchObject({ id: 10 });
    const update = vi.spyOn(AdminService, 'adminUpdateArenaMonster').mockReturnValue(answer({ ...RAT, attack: 8 }));
    await dataProvider.update('arenaMonsters', { id: 1, data: { ...RAT, attack: 8 }, previousData: RAT });
    expect(update).toHaveBeenCalledWith({
      id: 1,
      requestBody: { name: 'Szczur kanałowy', description: 'Tłusty i wściekły.', level: 1, health: 30, attack: 8, defense: 2, experienceReward: 20 },
    });
  });

  it('refuses a monster without a name or with numbers out of range before calling the API', async () => {
    const create = vi.spyOn(AdminService, 'adminCreateArenaMonster');
    await expect(dataProvider.create('arenaMonsters', { data: { ...RAT, name: ' ' } })).rejects.toMatchObject({ message: ARENA_NAME_MESSAGE, status: 400 });
    await expect(dataProvider.create('arenaMonsters', { data: { ...RAT, level: 0 } })).rejects.toMatchObject({ message: ARENA_NUMBERS_MESSAGE });
    await expect(dataProvider.create('arenaMonsters', { data: { ...RAT, health: 1.5 } })).rejects.toMatchObject({ message: ARENA_NUMBERS_MESSAGE });
    await expect(dataProvider.create('arenaMonsters', { data: { ...RAT, attack: null } })).rejects.toMatchObject({ message: ARENA_NUMBERS_MESSAGE });
    expect(create).not.toHaveBeenCalled();
  });

  it('removes one and carries the server’s refusals', async () => {
    const drop = vi.spyOn(AdminService, 'adminDeleteArenaMonster').mockReturnValue(answer({ message: 'Potwór usunięty.' }));
    expect(await dataProvider.delete('arenaMonsters', { id: 1, previousData: RAT })).toEqual({ data: RAT });
    expect(drop).toHaveBeenCalledWith({ id: 1 });
    vi.spyOn(AdminService, 'adminCreateArenaMonster').mockReturnValue(
      failure(409, 'Areną rządzi już najwięcej potworów i ekwipunku, ile może — usuń coś najpierw.', 'arena_full'),
    );
    await expect(dataProvider.create('arenaMonsters', { data: RAT })).rejects.toMatchObject({
      message: 'Areną rządzi już najwięcej potworów i ekwipunku, ile może — usuń coś najpierw.',
      status: 409,
    });
  });
});

describe('the arena’s equipment', () => {
  const AXE: AdminArchetypeBody = { id: 1, kind: 'weapon', name: 'Topór katowski', description: 'Ciężki.', primaryStat: 'strength', base: 12, perLevel: 3 };
  const ROBE: AdminArchetypeBody = { id: 12, kind: 'armor', name: 'Szata odpychania', description: '', primaryStat: 'magic', base: 7, perLevel: 2 };

  it('lists weapons and armors whole and pages them here, and reads one', async () => {
    vi.spyOn(AdminService, 'adminListEquipmentArchetypes').mockReturnValue(answer({ data: [AXE, ROBE], total: 2 }));
    expect(await dataProvider.getList('equipmentArchetypes', { pagination: { page: 1, perPage: 60 } })).toEqual({ data: [AXE, ROBE], total: 2 });
    vi.spyOn(AdminService, 'adminGetEquipmentArchetype').mockReturnValue(answer(ROBE));
    expect(await dataProvider.getOne('equipmentArchetypes', { id: 12 })).toEqual({ data: ROBE });
  });

  it('adds one of a kind with its stat and numbers, and changes one keeping its kind', async () => {
    const create = vi.spyOn(AdminService, 'adminCreateEquipmentArchetype').mockReturnValue(answer({ ...ROBE, id: 20 }));
    await dataProvider.create('equipmentArchetypes', {
      data: { kind: 'armor', name: 'Płaszcz cieni', primaryStat: 'magic', base: 5, perLevel: 1 },
    });
    expect(create).toHaveBeenCalledWith({
      requestBody: { kind: 'armor', name: 'Płaszcz cieni', description: '', primaryStat: 'magic', base: 5, perLevel: 1 },
    });
    const update = vi.spyOn(AdminService, 'adminUpdateEquipmentArchetype').mockReturnValue(answer({ ...AXE, base: 14 }));
    // A read-only kind may be missing from what the form sends: the record's own is kept.
    const { kind: _kind, ...withoutKind } = AXE;
    await dataProvider.update('equipmentArchetypes', { id: 1, data: { ...withoutKind, base: 14 }, previousData: AXE });
    expect(update).toHaveBeenCalledWith({
      id: 1,
      requestBody: { kind: 'weapon', name: 'Topór katowski', description: 'Ciężki.', primaryStat: 'strength', base: 14, perLevel: 3 },
    });
  });

  it('refuses an unknown kind or stat, a missing name, numbers out of range, before calling the API', async () => {
    const create = vi.spyOn(AdminService, 'adminCreateEquipmentArchetype');
    await expect(dataProvider.create('equipmentArchetypes', { data: { ...AXE, kind: 'ring' } })).rejects.toMatchObject({ message: ARCHETYPE_KIND_MESSAGE });
    await expect(dataProvider.create('equipmentArchetypes', { data: { ...AXE, primaryStat: 'luck' } })).rejects.toMatchObject({ message: PRIMARY_STAT_MESSAGE });
    await expect(dataProvider.create('equipmentArchetypes', { data: { ...AXE, name: '' } })).rejects.toMatchObject({ message: ARENA_NAME_MESSAGE });
    await expect(dataProvider.create('equipmentArchetypes', { data: { ...AXE, perLevel: 10_001 } })).rejects.toMatchObject({ message: ARENA_NUMBERS_MESSAGE });
    expect(create).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal to remove an item somebody carries, or the last of its kind', async () => {
    const drop = vi.spyOn(AdminService, 'adminDeleteEquipmentArchetype').mockReturnValue(
      failure(409, 'Tego ekwipunku ktoś używa — nie można go usunąć.', 'archetype_in_use'),
    );
    await expect(dataProvider.delete('equipmentArchetypes', { id: 1, previousData: AXE })).rejects.toMatchObject({
      message: 'Tego ekwipunku ktoś używa — nie można go usunąć.',
      status: 409,
    });
    drop.mockReturnValue(failure(409, 'Nie można usunąć ostatniej broni ani ostatniej zbroi.', 'last_archetype'));
    await expect(dataProvider.delete('equipmentArchetypes', { id: 12, previousData: ROBE })).rejects.toMatchObject({
      message: 'Nie można usunąć ostatniej broni ani ostatniej zbroi.',
    });
  });
});
