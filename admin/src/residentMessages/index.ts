// Resident messages: the announcements that, while one is active, block the game for residents.
import BlockIcon from '@mui/icons-material/Block';
import { defineResource } from '../lib/defineResource';
import { ResidentMessageCreate, ResidentMessageEdit } from './ResidentMessageForm';
import { ResidentMessageList } from './ResidentMessageList';

export default defineResource('residentMessages', { icon: BlockIcon, recordRepresentation: 'title' }, {
  list: ResidentMessageList,
  create: ResidentMessageCreate,
  edit: ResidentMessageEdit,
});
