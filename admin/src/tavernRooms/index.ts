// The tavern's rooms: the list, adding, renaming and redescribing, removing.
import LocalBarIcon from '@mui/icons-material/LocalBar';
import type { ResourceProps } from 'react-admin';
import { TavernRoomCreate, TavernRoomEdit } from './TavernRoomForm';
import { TavernRoomList } from './TavernRoomList';

const tavernRooms = {
  list: TavernRoomList,
  create: TavernRoomCreate,
  edit: TavernRoomEdit,
  icon: LocalBarIcon,
  recordRepresentation: 'name',
} satisfies Omit<ResourceProps, 'name'>;

export default tavernRooms;
