// Sent announcements, the newest first, with how many of the accounts they went to closed them.
// On a phone one line an announcement: its title, then when it went out and its reach.
import type { AdminGlobalMessageBody } from '@mrok/sdk';
import { DataTable, DateField, List, SimpleList } from 'react-admin';
import { CreateActions } from '../lib/listParts';
import { useListWidth } from '../lib/useListWidth';
import { wrapAnywhere } from '../theme';
import { reachLabel } from './reach';

/** An announcement in one line on a phone: when it went out and how far it got. */
export const announcementSummary = (message: AdminGlobalMessageBody) =>
  `${new Date(message.createdAt).toLocaleDateString('pl-PL')} · ${reachLabel(message)}`;

export function GlobalMessageList() {
  const width = useListWidth();
  return (
    <List actions={<CreateActions label="Wyślij ogłoszenie" />} empty={false} perPage={25} exporter={false} title="Ogłoszenia globalne">
      {width === 'phone' ? (
        <SimpleList<AdminGlobalMessageBody> primaryText={(message) => message.title} secondaryText={announcementSummary} rowClick="show" />
      ) : (
        <DataTable<AdminGlobalMessageBody> rowClick="show" bulkActionButtons={false}>
          <DataTable.Col source="title" disableSort cellSx={wrapAnywhere} />
          <DataTable.Col source="createdAt" disableSort>
            <DateField source="createdAt" locales="pl-PL" showTime />
          </DataTable.Col>
          <DataTable.Col source="authorEmail" disableSort cellSx={wrapAnywhere} />
          <DataTable.Col source="reads" disableSort render={(message: AdminGlobalMessageBody) => reachLabel(message)} />
        </DataTable>
      )}
    </List>
  );
}
