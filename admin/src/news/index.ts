// News: the feed 'Wieści' on /home — posting, editing, archiving and putting back.
import NewspaperIcon from '@mui/icons-material/Newspaper';
import { defineResource } from '../lib/defineResource';
import { NewsCreate, NewsEdit } from './NewsForm';
import { NewsList } from './NewsList';

export default defineResource('news', { icon: NewspaperIcon, recordRepresentation: 'title' }, {
  list: NewsList,
  create: NewsCreate,
  edit: NewsEdit,
});
