// Accounts: list, details and the role change.
import PeopleIcon from '@mui/icons-material/People';
import { defineResource } from '../lib/defineResource';
import { UserEdit } from './UserEdit';
import { UserList } from './UserList';
import { UserShow } from './UserShow';

export default defineResource('users', { icon: PeopleIcon, recordRepresentation: 'email' }, {
  list: UserList,
  show: UserShow,
  edit: UserEdit,
});
