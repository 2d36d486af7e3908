// The audit log: read-only.
import HistoryIcon from '@mui/icons-material/History';
import { defineResource } from '../lib/defineResource';
import { AuditLogList } from './AuditLogList';

export default defineResource('auditLog', { icon: HistoryIcon }, { list: AuditLogList });
