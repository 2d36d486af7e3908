// Characters (main and secondary): list, details, approval.
import TheaterComedyIcon from '@mui/icons-material/TheaterComedy';
import type { ResourceProps } from 'react-admin';
import { CharacterList } from './CharacterList';
import { CharacterShow } from './CharacterShow';

const characters = {
  list: CharacterList,
  show: CharacterShow,
  icon: TheaterComedyIcon,
  recordRepresentation: 'name',
} satisfies Omit<ResourceProps, 'name'>;

export default characters;
