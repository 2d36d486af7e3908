// The tavern's rooms: the list, adding, renaming and redescribing, removing.
import LocalBarIcon from '@mui/icons-material/LocalBar';
import { defineResource } from '../lib/defineResource';
import { TavernRoomCreate, TavernRoomEdit } from './TavernRoomForm';
import { TavernRoomList } from './TavernRoomList';

export default defineResource('tavernRooms', { icon: LocalBarIcon, recordRepresentation: 'name' }, {
  list: TavernRoomList,
  create: TavernRoomCreate,
  edit: TavernRoomEdit,
});
