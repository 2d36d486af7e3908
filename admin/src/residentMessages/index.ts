// Resident messages: the announcements that, while one is active, block the game for residents.
import BlockIcon from '@mui/icons-material/Block';
import type { ResourceProps } from 'react-admin';
import { ResidentMessageCreate, ResidentMessageEdit } from './ResidentMessageForm';
import { ResidentMessageList } from './ResidentMessageList';

const residentMessages = {
  list: ResidentMessageList,
  create: ResidentMessageCreate,
  edit: ResidentMessageEdit,
  icon: BlockIcon,
  recordRepresentation: 'title',
} satisfies Omit<ResourceProps, 'name'>;

export default residentMessages;
