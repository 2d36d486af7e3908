// The arena's monsters: the list, adding, changing, removing.
import PestControlIcon from '@mui/icons-material/PestControl';
import type { ResourceProps } from 'react-admin';
import { MonsterCreate, MonsterEdit } from './MonsterForm';
import { MonsterList } from './MonsterList';

const arenaMonsters = {
  list: MonsterList,
  create: MonsterCreate,
  edit: MonsterEdit,
  icon: PestControlIcon,
  recordRepresentation: 'name',
} satisfies Omit<ResourceProps, 'name'>;

export default arenaMonsters;
