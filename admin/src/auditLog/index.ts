// The audit log: read-only.
import HistoryIcon from '@mui/icons-material/History';
import type { ResourceProps } from 'react-admin';
import { AuditLogList } from './AuditLogList';

const auditLog = {
  list: AuditLogList,
  icon: HistoryIcon,
} satisfies Omit<ResourceProps, 'name'>;

export default auditLog;
