// The tavern's events board: adding and removing events, past ones listed too.
import EventIcon from '@mui/icons-material/Event';
import { defineResource } from '../lib/defineResource';
import { TavernEventCreate } from './TavernEventCreate';
import { TavernEventList } from './TavernEventList';

export default defineResource('tavernEvents', { icon: EventIcon, recordRepresentation: 'title' }, {
  list: TavernEventList,
  create: TavernEventCreate,
});
