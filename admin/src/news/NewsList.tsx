// Every news item, the newest first, archived ones too: when it was posted and changed, its
// comments, whether players see it; editing (while on the feed), archiving and putting back. On a
// phone one line an item: a tap edits it, the button beside it archives it or puts it back.
import type { AdminNewsBody } from '@mrok/sdk';
import { DataTable, DateField, EditButton, FunctionField, List, SimpleList, useRecordContext, type RowClickFunction } from 'react-admin';
import { CreateActions } from '../lib/listParts';
import { useListWidth } from '../lib/useListWidth';
import { wrapAnywhere } from '../theme';
import { ArchiveButton } from './ArchiveButton';

/** Where players find it: on the feed, or not any more. */
export const newsStatus = (news: Pick<AdminNewsBody, 'archivedAt'>) => (news.archivedAt ? 'W archiwum' : 'Na liście wieści');

/** A news item in one line on a phone: when it was posted, where players find it, its comments. */
export const newsSummary = (news: AdminNewsBody) =>
  `${new Date(news.createdAt).toLocaleDateString('pl-PL')} · ${newsStatus(news)} · Komentarze: ${news.commentCount}`;

/** A row opens the form while the item is on the feed (archived news are read-only until put back). */
const editOnFeed: RowClickFunction = (_id, _resource, news) => (news.archivedAt ? false : 'edit');

/** Archived news are read-only until put back on the feed. */
function EditWhileOnFeed() {
  const news = useRecordContext<AdminNewsBody>();
  return news && !news.archivedAt ? <EditButton /> : null;
}

export function NewsList() {
  const width = useListWidth();
  return (
    <List actions={<CreateActions label="Dodaj Wieść" />} empty={false} exporter={false} perPage={25} title="Wieści">
      {width === 'phone' ? (
        <SimpleList<AdminNewsBody>
          primaryText={(news) => news.title}
          secondaryText={newsSummary}
          rowClick={editOnFeed}
          rightIcon={() => <ArchiveButton />}
        />
      ) : (
        <DataTable<AdminNewsBody> rowClick={editOnFeed} bulkActionButtons={false}>
          <DataTable.Col source="title" disableSort cellSx={wrapAnywhere} />
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
      )}
    </List>
  );
}
