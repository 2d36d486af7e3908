// Characters (main and secondary): list, details, approval.
import TheaterComedyIcon from '@mui/icons-material/TheaterComedy';
import { defineResource } from '../lib/defineResource';
import { CharacterList } from './CharacterList';
import { CharacterShow } from './CharacterShow';

export default defineResource('characters', { icon: TheaterComedyIcon, recordRepresentation: 'name' }, {
  list: CharacterList,
  show: CharacterShow,
});
