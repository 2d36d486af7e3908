// The tavern's rooms as the back office reads and writes them: at most 50, all on one page in the
// players' order; read, added, renamed and redescribed, removed.
import { AdminService, type AdminTavernRoomBody, type AdminTavernRoomForm } from '@mrok/sdk';
import { HttpError } from 'react-admin';
import { formFields, type ResourceHandler } from '../providers/resource';

export const ROOM_NAME_MESSAGE = 'Podaj nazwę pokoju.';

/** A room as the form holds it: the name (required) and the description (may be empty). */
function roomForm(data: unknown): AdminTavernRoomForm {
  const { name, description } = formFields(data);
  if (typeof name !== 'string' || !name.trim()) throw new HttpError(ROOM_NAME_MESSAGE, 400);
  return { name, description: typeof description === 'string' ? description : '' };
}

export const tavernRooms: ResourceHandler<AdminTavernRoomBody> = {
  list: () => AdminService.adminListTavernRooms(),
  getOne: (id) => AdminService.adminGetTavernRoom({ id }),
  create: (data) => AdminService.adminCreateTavernRoom({ requestBody: roomForm(data) }),
  update: (id, data) => AdminService.adminUpdateTavernRoom({ id, requestBody: roomForm(data) }),
  delete: (id) => AdminService.adminDeleteTavernRoom({ id }),
};
