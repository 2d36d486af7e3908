import { ModerationService, type ResidentMessageChanged } from '@mrok/sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer } from '../test/sdk';
import { dataProvider } from '../providers/dataProvider';
import { RESIDENT_MESSAGE_NOT_FOUND, RESIDENT_MESSAGE_REQUIRED } from './data';

afterEach(() => {
  vi.restoreAllMocks();
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
