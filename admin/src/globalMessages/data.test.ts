import { AnnouncementsService, type AdminGlobalMessageBody } from '@mrok/sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer } from '../test/sdk';
import { dataProvider } from '../providers/dataProvider';
import { ANNOUNCEMENT_REQUIRED_MESSAGE, NO_MESSAGE_MESSAGE } from './data';

afterEach(() => {
  vi.restoreAllMocks();
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
