// Resident messages, the newest first: the title, the start of the content, which one is active
// (blocking the game for residents), when it was added and changed, turning one on or off,
// editing, and deleting after a question (it cannot be undone). On a phone one line a message:
// a tap edits it, the buttons beside it turn it on or off and delete it.
import type { ResidentMessage } from '@mrok/sdk';
import { BooleanField, DataTable, DateField, DeleteButton, EditButton, List, SimpleList } from 'react-admin';
import { CreateActions } from '../lib/listParts';
import { useListWidth } from '../lib/useListWidth';
import { wrapAnywhere } from '../theme';
import { excerpt } from './labels';
import { ToggleButton } from './ToggleButton';

/** Opens the message's form. A function, not 'edit': the row is then a button, not a link, so a tap on its buttons does not open the message too. */
const editMessage = () => 'edit' as const;

function DeleteMessageButton() {
  return (
    <DeleteButton
      mutationMode="pessimistic"
      confirmTitle="Usuń komunikat"
      confirmContent="Czy na pewno usunąć ten komunikat? Ta operacja jest nieodwracalna."
    />
  );
}

export function ResidentMessageList() {
  const width = useListWidth();
  return (
    <List actions={<CreateActions label="Dodaj komunikat" />} empty={false} pagination={false} perPage={100} exporter={false} title="Komunikaty dla mieszkańców">
      {width === 'phone' ? (
        <SimpleList<ResidentMessage>
          primaryText={(message) => message.title}
          secondaryText={(message) => excerpt(message.content)}
          rowClick={editMessage}
          rightIcon={() => (
            <>
              <ToggleButton />
              <DeleteMessageButton />
            </>
          )}
        />
      ) : (
        <DataTable<ResidentMessage> rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col source="title" disableSort cellSx={wrapAnywhere} />
          <DataTable.Col source="content" disableSort cellSx={wrapAnywhere} render={(message: ResidentMessage) => excerpt(message.content)} />
          <DataTable.Col source="active" disableSort field={BooleanField} />
          <DataTable.Col source="created_at" disableSort>
            <DateField source="created_at" locales="pl-PL" showTime />
          </DataTable.Col>
          <DataTable.Col source="updated_at" disableSort>
            <DateField source="updated_at" locales="pl-PL" showTime />
          </DataTable.Col>
          <DataTable.Col label="Akcja" disableSort>
            <ToggleButton />
            <EditButton />
            <DeleteMessageButton />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
