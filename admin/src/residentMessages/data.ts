// Resident messages as the back office reads and writes them: at most 100, read whole (one is
// read from the list); added, changed (turned on or off too) and removed.
import { ModerationService, type ResidentMessage } from '@mrok/sdk';
import { HttpError } from 'react-admin';
import { titleAndContent, type ResourceHandler } from '../providers/resource';

export const RESIDENT_MESSAGE_REQUIRED = 'Tytuł i treść komunikatu nie mogą być puste';
export const RESIDENT_MESSAGE_NOT_FOUND = 'Nie znaleziono komunikatu.';

/** Every resident message (the API keeps at most 100 and gives them whole). */
const allMessages = async () => (await ModerationService.adminResidentMessages()).messages;

/** A resident message as the form holds it: a title and HTML content, both required. */
const residentForm = (data: unknown) => titleAndContent(data, RESIDENT_MESSAGE_REQUIRED);

export const residentMessages: ResourceHandler<ResidentMessage> = {
  list: async () => {
    const messages = await allMessages();
    return { data: messages, total: messages.length };
  },
  getOne: async (id) => {
    const found = (await allMessages()).find((message) => message.id === id);
    if (!found) throw new HttpError(RESIDENT_MESSAGE_NOT_FOUND, 404);
    return found;
  },
  create: async (data) => (await ModerationService.adminAddResidentMessage({ requestBody: residentForm(data) })).data,
  update: async (id, data) => (await ModerationService.adminUpdateResidentMessage({ id, requestBody: residentForm(data) })).data,
  delete: (id) => ModerationService.adminDeleteResidentMessage({ id }),
  writeFailures: {
    create: 'Wystąpił błąd podczas dodawania komunikatu',
    update: 'Wystąpił błąd podczas edycji komunikatu',
    delete: 'Wystąpił błąd podczas usuwania komunikatu',
  },
  adminPanel: true,
};
