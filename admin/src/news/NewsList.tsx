// Every news item, the newest first, archived ones too: when it was posted and changed, its
// comments, whether players see it; editing (while on the feed), archiving and putting back.
import type { AdminNewsBody } from '@mrok/sdk';
import { CreateButton, DataTable, DateField, EditButton, FunctionField, List, TopToolbar, useRecordContext } from 'react-admin';
import { ArchiveButton } from './ArchiveButton';

/** Where players find it: on the feed, or not any more. */
export const newsStatus = (news: Pick<AdminNewsBody, 'archivedAt'>) => (news.archivedAt ? 'W archiwum' : 'Na liście wieści');

function Actions() {
  return (
    <TopToolbar>
      <CreateButton label="Dodaj Wieść" />
    </TopToolbar>
  );
}

/** Archived news are read-only until put back on the feed. */
function EditWhileOnFeed() {
  const news = useRecordContext<AdminNewsBody>();
  return news && !news.archivedAt ? <EditButton /> : null;
}

export function NewsList() {
  return (
    <List actions={<Actions />} empty={false} exporter={false} perPage={25} title="Wieści">
      <DataTable<AdminNewsBody>
        rowClick={(_id, _resource, news) => (news.archivedAt ? false : 'edit')}
        bulkActionButtons={false}
      >
        <DataTable.Col source="title" disableSort />
        <DataTable.Col source="createdAt" disableSort>
          <DateField source="createdAt" locales="pl-PL" showTime />
        </DataTable.Col>
        <DataTable.Col source="updatedAt" disableSort>
          <DateField source="updatedAt" locales="pl-PL" showTime emptyText="—" />
        </DataTable.Col>
        <DataTable.NumberCol source="commentCount" disableSort />
        <DataTable.Col source="archivedAt" label="Status" disableSort>
          <FunctionField<AdminNewsBody> render={(news) => newsStatus(news)} />
        </DataTable.Col>
        <DataTable.Col label="Akcja" disableSort>
          <EditWhileOnFeed />
          <ArchiveButton />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
