// The arena's weapon and armor archetypes: the list, adding, changing (not the kind), removing.
import ShieldIcon from '@mui/icons-material/Shield';
import type { ResourceProps } from 'react-admin';
import { ArchetypeCreate, ArchetypeEdit } from './ArchetypeForm';
import { ArchetypeList } from './ArchetypeList';

const equipmentArchetypes = {
  list: ArchetypeList,
  create: ArchetypeCreate,
  edit: ArchetypeEdit,
  icon: ShieldIcon,
  recordRepresentation: 'name',
} satisfies Omit<ResourceProps, 'name'>;

export default equipmentArchetypes;
