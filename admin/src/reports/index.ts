// Session reports (spec 3 §2.13): the players with reports and their counts, one player's
// reports, and the decision (accept, or reject with a comment the player reads).
import AssignmentIcon from '@mui/icons-material/Assignment';
import type { ResourceProps } from 'react-admin';
import { ReportingPlayerList } from './ReportingPlayerList';
import { ReportingPlayerShow } from './ReportingPlayerShow';

const reports = {
  list: ReportingPlayerList,
  show: ReportingPlayerShow,
  icon: AssignmentIcon,
  recordRepresentation: 'username',
} satisfies Omit<ResourceProps, 'name'>;

export default reports;
