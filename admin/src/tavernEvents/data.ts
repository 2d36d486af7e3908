// The tavern's events board as the back office reads and writes it: the whole board, past events
// too, the latest date first; added and removed through the tavern's own calls.
import { AdminService, TavernService, type AdminTavernEventBody, type NewTavernEvent, type TavernEvent } from '@mrok/sdk';
import { HttpError } from 'react-admin';
import { formFields, type ResourceHandler } from '../providers/resource';

/** The tavern's own words (spec 2 §2; the server says the same). */
export const EVENT_TITLE_MESSAGE = 'Podaj tytuł wydarzenia.';
export const EVENT_DATE_MESSAGE = 'Podaj prawidłową datę wydarzenia (RRRR-MM-DD).';

/** An event as the form holds it: a title, a date (RRRR-MM-DD), an optional time and description. */
function eventForm(data: unknown): NewTavernEvent {
  const { title, description, date, time } = formFields(data);
  if (typeof title !== 'string' || !title.trim()) throw new HttpError(EVENT_TITLE_MESSAGE, 400);
  if (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new HttpError(EVENT_DATE_MESSAGE, 400);
  const event: NewTavernEvent = { title, date };
  if (typeof description === 'string' && description.trim()) event.description = description;
  if (typeof time === 'string' && time.trim()) event.time = time.trim().slice(0, 5);
  return event;
}

/** An event as listed; one just added is what the tavern's call answers (no author or time yet). */
export const tavernEvents: ResourceHandler<AdminTavernEventBody | TavernEvent> = {
  list: ({ start, end }) => AdminService.adminListTavernEvents({ start, end }),
  create: (data) => TavernService.addTavernEvent({ requestBody: eventForm(data) }),
  delete: (id) => TavernService.deleteTavernEvent({ id }),
};
