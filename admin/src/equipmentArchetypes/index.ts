// The arena's weapon and armor archetypes: the list, adding, changing (not the kind), removing.
import ShieldIcon from '@mui/icons-material/Shield';
import { defineResource } from '../lib/defineResource';
import { ArchetypeCreate, ArchetypeEdit } from './ArchetypeForm';
import { ArchetypeList } from './ArchetypeList';

export default defineResource('equipmentArchetypes', { icon: ShieldIcon, recordRepresentation: 'name' }, {
  list: ArchetypeList,
  create: ArchetypeCreate,
  edit: ArchetypeEdit,
});
