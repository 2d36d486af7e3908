// The arena's monsters: the list, adding, changing, removing.
import PestControlIcon from '@mui/icons-material/PestControl';
import { defineResource } from '../lib/defineResource';
import { MonsterCreate, MonsterEdit } from './MonsterForm';
import { MonsterList } from './MonsterList';

export default defineResource('arenaMonsters', { icon: PestControlIcon, recordRepresentation: 'name' }, {
  list: MonsterList,
  create: MonsterCreate,
  edit: MonsterEdit,
});
