// Global announcements: the sent ones with their reach, sending a new one, who read each.
import CampaignIcon from '@mui/icons-material/Campaign';
import type { ResourceProps } from 'react-admin';
import { GlobalMessageCreate } from './GlobalMessageCreate';
import { GlobalMessageList } from './GlobalMessageList';
import { GlobalMessageShow } from './GlobalMessageShow';

const globalMessages = {
  list: GlobalMessageList,
  create: GlobalMessageCreate,
  show: GlobalMessageShow,
  icon: CampaignIcon,
  recordRepresentation: 'title',
} satisfies Omit<ResourceProps, 'name'>;

export default globalMessages;
