// News: the feed 'Wieści' on /home — posting, editing, archiving and putting back.
import NewspaperIcon from '@mui/icons-material/Newspaper';
import type { ResourceProps } from 'react-admin';
import { NewsCreate, NewsEdit } from './NewsForm';
import { NewsList } from './NewsList';

const news = {
  list: NewsList,
  create: NewsCreate,
  edit: NewsEdit,
  icon: NewspaperIcon,
  recordRepresentation: 'title',
} satisfies Omit<ResourceProps, 'name'>;

export default news;
