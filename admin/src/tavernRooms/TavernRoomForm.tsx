// One form for adding a room and for changing one: the name (required, up to 80 characters) and
// the description players see under it (up to 500). The server says the rest in Polish: a name
// in use, the 50-room cap. Both save pessimistically and go back to the list.
import { Create, Edit, SimpleForm, TextInput, maxLength, required } from 'react-admin';

export const ROOM_LIMITS = { name: 80, description: 500 } as const;

function RoomFields() {
  return (
    <SimpleForm>
      <TextInput source="name" validate={[required(), maxLength(ROOM_LIMITS.name)]} fullWidth />
      <TextInput
        source="description"
        validate={maxLength(ROOM_LIMITS.description)}
        multiline
        minRows={3}
        fullWidth
        helperText="Gracze widzą opis pod nazwą pokoju."
      />
    </SimpleForm>
  );
}

export function TavernRoomCreate() {
  return (
    <Create title="Nowy pokój w karczmie" redirect="list">
      <RoomFields />
    </Create>
  );
}

export function TavernRoomEdit() {
  return (
    <Edit title="Pokój w karczmie" mutationMode="pessimistic" redirect="list">
      <RoomFields />
    </Edit>
  );
}
