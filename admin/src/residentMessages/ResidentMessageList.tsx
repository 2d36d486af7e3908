// Resident messages, the newest first: the title, the start of the content, which one is active
// (blocking the game for residents), when it was added and changed, turning one on or off,
// editing, and deleting after a question (it cannot be undone).
import type { ResidentMessage } from '@mrok/sdk';
import { BooleanField, CreateButton, DataTable, DateField, DeleteButton, EditButton, List, TopToolbar } from 'react-admin';
import { excerpt } from './labels';
import { ToggleButton } from './ToggleButton';

function Actions() {
  return (
    <TopToolbar>
      <CreateButton label="Dodaj komunikat" />
    </TopToolbar>
  );
}

export function ResidentMessageList() {
  return (
    <List actions={<Actions />} empty={false} pagination={false} perPage={100} exporter={false} title="Komunikaty dla mieszkańców">
      <DataTable<ResidentMessage> rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="title" disableSort />
        <DataTable.Col source="content" disableSort render={(message: ResidentMessage) => excerpt(message.content)} />
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
          <DeleteButton
            mutationMode="pessimistic"
            confirmTitle="Usuń komunikat"
            confirmContent="Czy na pewno usunąć ten komunikat? Ta operacja jest nieodwracalna."
          />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
