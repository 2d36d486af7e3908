// Roleplay sessions of both kinds: the list only; a session is read on the player site.
import ForumIcon from '@mui/icons-material/Forum';
import { defineResource } from '../lib/defineResource';
import { SessionList } from './SessionList';

export default defineResource('sessions', { icon: ForumIcon, recordRepresentation: 'title' }, { list: SessionList });
