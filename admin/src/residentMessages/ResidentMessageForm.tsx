// One form for adding and changing a resident message: the title and the content players see on
// the block screen (HTML; the server keeps only what the editor's allow-list permits). A new one
// starts inactive: the list's toggle turns it on.
import { Create, Edit, SimpleForm, TextInput, maxLength, required } from 'react-admin';

function MessageFields() {
  return (
    <SimpleForm>
      <TextInput source="title" validate={[required(), maxLength(200)]} fullWidth />
      <TextInput
        source="content"
        validate={[required(), maxLength(20000)]}
        multiline
        minRows={6}
        fullWidth
        helperText="HTML, np. <p>Wracamy o świcie.</p> — gracze zobaczą to na ekranie blokady."
      />
    </SimpleForm>
  );
}

export function ResidentMessageCreate() {
  return (
    <Create title="Nowy komunikat dla mieszkańców" redirect="list">
      <MessageFields />
    </Create>
  );
}

export function ResidentMessageEdit() {
  return (
    <Edit title="Komunikat dla mieszkańców" mutationMode="pessimistic" redirect="list">
      <MessageFields />
    </Edit>
  );
}
