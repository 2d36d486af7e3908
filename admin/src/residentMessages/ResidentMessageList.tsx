// Resident messages, the newest first: which one is active (blocking the game for residents),
// turning one on or off, editing, and deleting after a question (it cannot be undone).
import type { ResidentMessage } from '@mrok/sdk';
import { BooleanField, CreateButton, DataTable, DateField, DeleteButton, EditButton, List, TopToolbar } from 'react-admin';
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
        <DataTable.Col source="active" disableSort field={BooleanField} />
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
