import { AdminService, type AdminUserBody } from '@mrok/sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { USER } from '../test/fixtures';
import { answer, failure } from '../test/sdk';
import { dataProvider } from '../providers/dataProvider';
import { UNKNOWN_ROLE_MESSAGE } from './data';

afterEach(() => {
  vi.restoreAllMocks();
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
});

describe('dataProvider.getOne', () => {
  it('reads an account by its numeric id', async () => {
    const get = vi.spyOn(AdminService, 'adminGetUser').mockReturnValue(answer(USER));
    expect(await dataProvider.getOne('users', { id: '7' })).toEqual({ data: USER });
    expect(get).toHaveBeenCalledWith({ id: 7 });
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
});
