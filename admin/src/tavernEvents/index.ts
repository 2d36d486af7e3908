// The tavern's events board: adding and removing events, past ones listed too.
import EventIcon from '@mui/icons-material/Event';
import type { ResourceProps } from 'react-admin';
import { TavernEventCreate } from './TavernEventCreate';
import { TavernEventList } from './TavernEventList';

const tavernEvents = {
  list: TavernEventList,
  create: TavernEventCreate,
  icon: EventIcon,
  recordRepresentation: 'title',
} satisfies Omit<ResourceProps, 'name'>;

export default tavernEvents;
