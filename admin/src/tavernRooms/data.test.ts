import { AdminService, type AdminTavernRoomBody } from '@mrok/sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, failure } from '../test/sdk';
import { dataProvider } from '../providers/dataProvider';
import { ROOM_NAME_MESSAGE } from './data';

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
