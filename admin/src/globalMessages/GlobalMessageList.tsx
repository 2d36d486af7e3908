// Sent announcements, the newest first, with how many of the accounts they went to closed them.
import type { AdminGlobalMessageBody } from '@mrok/sdk';
import { CreateButton, DataTable, DateField, List, TopToolbar } from 'react-admin';
import { reachLabel } from './reach';

function Actions() {
  return (
    <TopToolbar>
      <CreateButton label="Wyślij ogłoszenie" />
    </TopToolbar>
  );
}

export function GlobalMessageList() {
  return (
    <List actions={<Actions />} empty={false} perPage={25} exporter={false} title="Ogłoszenia globalne">
      <DataTable<AdminGlobalMessageBody> rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="title" disableSort />
        <DataTable.Col source="createdAt" disableSort>
          <DateField source="createdAt" locales="pl-PL" showTime />
        </DataTable.Col>
        <DataTable.Col source="authorEmail" disableSort />
        <DataTable.Col source="reads" disableSort render={(message: AdminGlobalMessageBody) => reachLabel(message)} />
      </DataTable>
    </List>
  );
}
