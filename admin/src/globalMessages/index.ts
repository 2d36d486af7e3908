// Global announcements: the sent ones with their reach, sending a new one, who read each.
import CampaignIcon from '@mui/icons-material/Campaign';
import { defineResource } from '../lib/defineResource';
import { GlobalMessageCreate } from './GlobalMessageCreate';
import { GlobalMessageList } from './GlobalMessageList';
import { GlobalMessageShow } from './GlobalMessageShow';

export default defineResource('globalMessages', { icon: CampaignIcon, recordRepresentation: 'title' }, {
  list: GlobalMessageList,
  create: GlobalMessageCreate,
  show: GlobalMessageShow,
});
