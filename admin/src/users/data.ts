// Accounts as the back office reads and writes them: listed (sorted, searched), read one by one,
// and the role changed; nothing else. Accounts register on the player site.
import { AdminService, type AdminUserBody } from '@mrok/sdk';
import { HttpError } from 'react-admin';
import { isRole } from '../lib/session';
import type { ResourceHandler } from '../providers/resource';

export const UNKNOWN_ROLE_MESSAGE = 'Nieznana rola. Wybierz mieszkańca, administratora albo mistrza gry.';

export const users: ResourceHandler<AdminUserBody> = {
  sortFields: ['id', 'email', 'role', 'createdAt', 'lastSeenAt'],
  list: (query) => AdminService.adminListUsers(query),
  getOne: (id) => AdminService.adminGetUser({ id }),
  /** The role, checked before the call, and nothing else. */
  update: (id, data) => {
    const role = (data as { role?: unknown } | null)?.role;
    if (!isRole(role)) throw new HttpError(UNKNOWN_ROLE_MESSAGE, 400);
    return AdminService.adminSetUserRole({ id, requestBody: { role } });
  },
};
