// Roleplay sessions as the back office reads them: listed only (sorted, searched, by kind); a
// session is read on the player site.
import { AdminService, type AdminSessionBody } from '@mrok/sdk';
import type { ResourceHandler } from '../providers/resource';
import { isSessionKind, type SessionKind } from './labels';

/** The list's own filter: `general` or `private` (anything else is left out). */
interface SessionFilters {
  kind?: SessionKind;
}

export const sessions: ResourceHandler<AdminSessionBody, SessionFilters> = {
  sortFields: ['id', 'title', 'createdAt', 'lastActivity', 'messageCount'],
  filters: ({ kind }) => (isSessionKind(kind) ? { kind } : {}),
  list: (query) => AdminService.adminListSessions(query),
};
