// Accounts: list, details and the role change.
import PeopleIcon from '@mui/icons-material/People';
import type { ResourceProps } from 'react-admin';
import { UserEdit } from './UserEdit';
import { UserList } from './UserList';
import { UserShow } from './UserShow';

const users = {
  list: UserList,
  show: UserShow,
  edit: UserEdit,
  icon: PeopleIcon,
  recordRepresentation: 'email',
} satisfies Omit<ResourceProps, 'name'>;

export default users;
