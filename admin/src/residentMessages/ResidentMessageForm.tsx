// Adding and changing a resident message: the title and the content players see on the block
// screen, written with the site's announcement editor (HTML; the server keeps only what the
// editor's allow-list permits). A new one starts inactive: the list's toggle turns it on.
import { Create, Edit } from 'react-admin';
import { TitleContentForm } from '../lib/TitleContentForm';
import { RESIDENT_MESSAGE_REQUIRED } from './data';

const form = (
  <TitleContentForm
    requiredMessage={RESIDENT_MESSAGE_REQUIRED}
    limits={{ title: 200, content: 20000 }}
    rich
    helperText="Gracze zobaczą to na ekranie blokady."
  />
);

export function ResidentMessageCreate() {
  return (
    <Create title="Nowy komunikat dla mieszkańców" redirect="list">
      {form}
    </Create>
  );
}

export function ResidentMessageEdit() {
  return (
    <Edit title="Komunikat dla mieszkańców" mutationMode="pessimistic" redirect="list">
      {form}
    </Edit>
  );
}
