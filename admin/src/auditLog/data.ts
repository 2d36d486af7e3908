// The audit log as the back office reads it: newest first, always, filtered by the acting account
// and the operation; never changed.
import { AdminService, type AuditEntry } from '@mrok/sdk';
import { positiveInteger, type ResourceHandler } from '../providers/resource';

/** The list's own filters: whose writes, and which operation. */
interface AuditFilters {
  actorId?: number;
  action?: string;
}

export const auditLog: ResourceHandler<AuditEntry, AuditFilters> = {
  filters: (filters) => {
    const found: AuditFilters = {};
    const actorId = positiveInteger(filters.actorId);
    if (actorId !== undefined) found.actorId = actorId;
    if (typeof filters.action === 'string' && filters.action.trim()) found.action = filters.action.trim();
    return found;
  },
  list: ({ start, end, actorId, action }) => AdminService.adminAuditLog({ start, end, actorId, action }),
};
