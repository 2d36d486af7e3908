// Every tavern room in the players' order (at most 50, one page) with who is inside now and how
// much was written; on a phone one line a room. Removing asks first: the room's messages go with it.
import type { AdminTavernRoomBody } from '@mrok/sdk';
import { DataTable, EditButton, List, SimpleList } from 'react-admin';
import { CreateActions, ConfirmDeleteButton } from '../lib/listParts';
import { useListWidth } from '../lib/useListWidth';
import { wrapAnywhere } from '../theme';

export const deleteQuestion = (room: AdminTavernRoomBody | undefined) =>
  `Usunąć pokój „${room?.name ?? ''}” razem ze wszystkimi wiadomościami? Osoby, które w nim są, zostaną w karczmie bez pokoju.`;

/** A room in one line on a phone: who is inside and how much was written. */
export const roomSummary = (room: AdminTavernRoomBody) => `Osób w pokoju: ${room.activeUsersCount} · Wiadomości: ${room.messageCount}`;

/** Opens the room's form. A function, not 'edit': the row is then a button, not a link, so a tap on its delete button does not open the room too. */
const editRoom = () => 'edit' as const;

function DeleteRoomButton() {
  return <ConfirmDeleteButton title="Usuń pokój" question={deleteQuestion} />;
}

export function TavernRoomList() {
  const width = useListWidth();
  return (
    <List actions={<CreateActions label="Dodaj pokój" />} empty={false} pagination={false} perPage={50} exporter={false} title="Pokoje karczmy">
      {width === 'phone' ? (
        <SimpleList<AdminTavernRoomBody>
          primaryText={(room) => room.name}
          secondaryText={roomSummary}
          rowClick={editRoom}
          rightIcon={() => <DeleteRoomButton />}
        />
      ) : (
        <DataTable<AdminTavernRoomBody> rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col source="name" disableSort cellSx={wrapAnywhere} />
          <DataTable.Col source="description" disableSort cellSx={wrapAnywhere} />
          <DataTable.NumberCol source="activeUsersCount" disableSort />
          <DataTable.NumberCol source="messageCount" disableSort />
          <DataTable.Col label="Akcja" disableSort>
            <EditButton />
            <DeleteRoomButton />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
