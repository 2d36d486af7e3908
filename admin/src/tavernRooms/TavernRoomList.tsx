// Every tavern room in the players' order (at most 50, one page) with who is inside now and how
// much was written. Removing asks first: the room's messages go with it.
import type { AdminTavernRoomBody } from '@mrok/sdk';
import { CreateButton, DataTable, DeleteButton, EditButton, List, TopToolbar, useRecordContext } from 'react-admin';

export const deleteQuestion = (room: AdminTavernRoomBody | undefined) =>
  `Usunąć pokój „${room?.name ?? ''}” razem ze wszystkimi wiadomościami? Osoby, które w nim są, zostaną w karczmie bez pokoju.`;

function Actions() {
  return (
    <TopToolbar>
      <CreateButton label="Dodaj pokój" />
    </TopToolbar>
  );
}

export function TavernRoomList() {
  return (
    <List actions={<Actions />} empty={false} pagination={false} perPage={50} exporter={false} title="Pokoje karczmy">
      <DataTable<AdminTavernRoomBody> rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="name" disableSort />
        <DataTable.Col source="description" disableSort />
        <DataTable.NumberCol source="activeUsersCount" disableSort />
        <DataTable.NumberCol source="messageCount" disableSort />
        <DataTable.Col label="Akcja" disableSort>
          <EditButton />
          <DeleteButton
            mutationMode="pessimistic"
            confirmTitle="Usuń pokój"
            confirmContent={<DeleteQuestion />}
          />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

function DeleteQuestion() {
  const room = useRecordContext<AdminTavernRoomBody>();
  return <>{deleteQuestion(room)}</>;
}
