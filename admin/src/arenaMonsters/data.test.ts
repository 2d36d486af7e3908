import { AdminService, type AdminMonsterBody } from '@mrok/sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ARENA_NAME_MESSAGE, ARENA_NUMBERS_MESSAGE } from '../lib/arena';
import { answer, failure } from '../test/sdk';
import { dataProvider } from '../providers/dataProvider';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the arena’s monsters', () => {
  const RAT: AdminMonsterBody = {
    id: 1,
    name: 'Szczur kanałowy',
    nameInstrumental: 'Szczurem kanałowym',
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
      data: { name: '  Kościej ', nameInstrumental: null, description: '', level: 6, health: '150', attack: 25, defense: 0, experienceReward: 140 },
    });
    expect(create).toHaveBeenCalledWith({
      requestBody: { name: 'Kościej', nameInstrumental: '', description: '', level: 6, health: 150, attack: 25, defense: 0, experienceReward: 140 },
    });
    expect(created.data).toMatchObject({ id: 10 });
    const update = vi.spyOn(AdminService, 'adminUpdateArenaMonster').mockReturnValue(answer({ ...RAT, attack: 8 }));
    await dataProvider.update('arenaMonsters', { id: 1, data: { ...RAT, attack: 8 }, previousData: RAT });
    expect(update).toHaveBeenCalledWith({
      id: 1,
      requestBody: { name: 'Szczur kanałowy', nameInstrumental: 'Szczurem kanałowym', description: 'Tłusty i wściekły.', level: 1, health: 30, attack: 8, defense: 2, experienceReward: 20 },
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
