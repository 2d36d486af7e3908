// Global announcements as the back office reads and writes them: the sent ones, newest first,
// read one by one with their reach, and sent (at once; the record read back with its reach),
// never changed or removed; `globalMessageReaders` are who read one of them (its `messageId`
// filter required).
import { AnnouncementsService, type AdminGlobalMessageBody, type AdminGlobalMessageReaderBody } from '@mrok/sdk';
import { HttpError } from 'react-admin';
import { positiveInteger, titleAndContent, type ResourceHandler } from '../providers/resource';

export const ANNOUNCEMENT_REQUIRED_MESSAGE = 'Tytuł i treść wiadomości nie mogą być puste';
export const NO_MESSAGE_MESSAGE = 'Nie wiadomo, czyje odczytania pokazać.';

export const globalMessages: ResourceHandler<AdminGlobalMessageBody> = {
  list: ({ start, end }) => AnnouncementsService.adminListGlobalMessages({ start, end }),
  getOne: (id) => AnnouncementsService.adminGetGlobalMessage({ id }),
  /** An announcement as the form holds it: a title and plain-text content, both required. */
  create: async (data) => {
    const sent = await AnnouncementsService.adminSendGlobalMessage({ requestBody: titleAndContent(data, ANNOUNCEMENT_REQUIRED_MESSAGE) });
    return AnnouncementsService.adminGetGlobalMessage({ id: sent.id });
  },
  writeFailures: { create: 'Wystąpił błąd podczas wysyłania wiadomości' },
  adminPanel: true,
};

/** The list's own filter: whose readers. */
interface ReaderFilters {
  messageId?: number;
}

export const globalMessageReaders: ResourceHandler<AdminGlobalMessageReaderBody, ReaderFilters> = {
  filters: (filters) => {
    const messageId = positiveInteger(filters.messageId);
    return messageId === undefined ? {} : { messageId };
  },
  list: ({ start, end, messageId }) => {
    if (messageId === undefined) throw new HttpError(NO_MESSAGE_MESSAGE, 400);
    return AnnouncementsService.adminGlobalMessageReaders({ id: messageId, start, end });
  },
};
