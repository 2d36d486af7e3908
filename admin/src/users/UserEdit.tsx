// The role change: administrator, game master or resident. The server refuses one's own demotion
// (409, with its Polish message, shown as the error notification) and ends the account's logins.
import {
  Edit,
  Labeled,
  SaveButton,
  SelectInput,
  ShowButton,
  SimpleForm,
  TextField,
  Toolbar,
  TopToolbar,
  required,
  useNotify,
  useRedirect,
} from 'react-admin';
import type { AdminUserBody } from '@mrok/sdk';
import { ROLE_CHOICES } from './roles';

export const ROLE_CHANGED_MESSAGE = 'Rola została zmieniona!';

function RoleToolbar() {
  return (
    <Toolbar>
      <SaveButton label="Zapisz rolę" />
    </Toolbar>
  );
}

export function UserEdit() {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Edit
      title="Zmiana roli"
      mutationMode="pessimistic"
      actions={
        <TopToolbar>
          <ShowButton />
        </TopToolbar>
      }
      mutationOptions={{
        onSuccess: (user: AdminUserBody) => {
          notify(ROLE_CHANGED_MESSAGE, { type: 'success' });
          redirect('show', 'users', user.id);
        },
      }}
    >
      <SimpleForm toolbar={<RoleToolbar />}>
        <Labeled>
          <TextField source="email" />
        </Labeled>
        <Labeled>
          <TextField source="characterName" emptyText="—" />
        </Labeled>
        <SelectInput source="role" choices={ROLE_CHOICES} validate={required()} />
      </SimpleForm>
    </Edit>
  );
}
