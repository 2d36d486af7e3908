// Posting and editing a news item of the feed 'Wieści': a title and HTML content (the server keeps
// only what the editor's allow-list permits). Players see it on /home at once.
import { Create, Edit } from 'react-admin';
import { TitleContentForm } from '../lib/TitleContentForm';
import { NEWS_REQUIRED_MESSAGE } from './data';

/** The feed's limits (core/src/news/models.rs). */
export const NEWS_LIMITS = { title: 200, content: 50000 } as const;

const form = (
  <TitleContentForm
    requiredMessage={NEWS_REQUIRED_MESSAGE}
    limits={NEWS_LIMITS}
    minRows={10}
    helperText="HTML, np. <p>Bramy miasta <strong>otwarte</strong> do świtu.</p> — gracze zobaczą to w Wieściach na stronie głównej."
  />
);

export function NewsCreate() {
  return (
    <Create title="Nowa wieść" redirect="list">
      {form}
    </Create>
  );
}

export function NewsEdit() {
  return (
    <Edit title="Wieść" mutationMode="pessimistic" redirect="list">
      {form}
    </Edit>
  );
}
