// Roleplay sessions of both kinds: the list only; a session is read on the player site.
import ForumIcon from '@mui/icons-material/Forum';
import type { ResourceProps } from 'react-admin';
import { SessionList } from './SessionList';

const sessions = {
  list: SessionList,
  icon: ForumIcon,
  recordRepresentation: 'title',
} satisfies Omit<ResourceProps, 'name'>;

export default sessions;
