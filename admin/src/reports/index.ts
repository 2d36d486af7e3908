// Session reports (spec 3 §2.13): the players with reports and their counts, one player's
// reports, and the decision (accept, or reject with a comment the player reads).
import AssignmentIcon from '@mui/icons-material/Assignment';
import { defineResource } from '../lib/defineResource';
import { ReportingPlayerList } from './ReportingPlayerList';
import { ReportingPlayerShow } from './ReportingPlayerShow';

export default defineResource('reports', { icon: AssignmentIcon, recordRepresentation: 'username' }, {
  list: ReportingPlayerList,
  show: ReportingPlayerShow,
});
