import { AdminService, TavernService, type AdminPage_AdminTavernEventBody, type TavernEvent } from '@mrok/sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer } from '../test/sdk';
import { dataProvider } from '../providers/dataProvider';
import { EVENT_DATE_MESSAGE, EVENT_TITLE_MESSAGE } from './data';

afterEach(() => {
  vi.restoreAllMocks();
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
