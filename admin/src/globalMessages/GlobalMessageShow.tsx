// One announcement: its text as players see it, its reach, and who closed it (newest first; on a
// phone one line a reader).
import type { AdminGlobalMessageBody, AdminGlobalMessageReaderBody } from '@mrok/sdk';
import Typography from '@mui/material/Typography';
import {
  DataTable,
  DateField,
  FunctionField,
  Labeled,
  ListBase,
  Pagination,
  Show,
  SimpleList,
  SimpleShowLayout,
  TextField,
  useRecordContext,
} from 'react-admin';
import { useListWidth } from '../lib/useListWidth';
import { wrapAnywhere } from '../theme';
import { reachLabel } from './reach';

export const NO_READERS = 'Nikt jeszcze nie zamknął tego ogłoszenia.';

function Readers() {
  const message = useRecordContext<AdminGlobalMessageBody>();
  const phone = useListWidth() === 'phone';
  if (!message) return null;
  const none = <Typography color="text.secondary">{NO_READERS}</Typography>;
  return (
    <ListBase resource="globalMessageReaders" filter={{ messageId: message.id }} perPage={25} disableSyncWithLocation>
      <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
        Przeczytali
      </Typography>
      {phone ? (
        <SimpleList<AdminGlobalMessageReaderBody>
          primaryText={(reader) => reader.email}
          secondaryText={(reader) => `${reader.characterName ?? '—'} · ${new Date(reader.readAt).toLocaleString('pl-PL')}`}
          rowClick={false}
          empty={none}
        />
      ) : (
        <DataTable<AdminGlobalMessageReaderBody> bulkActionButtons={false} rowClick={false} empty={none}>
          <DataTable.Col source="email" disableSort cellSx={wrapAnywhere} />
          <DataTable.Col source="characterName" disableSort cellSx={wrapAnywhere} />
          <DataTable.Col source="readAt" disableSort>
            <DateField source="readAt" locales="pl-PL" showTime />
          </DataTable.Col>
        </DataTable>
      )}
      <Pagination rowsPerPageOptions={[25]} />
    </ListBase>
  );
}

export function GlobalMessageShow() {
  return (
    <Show title="Ogłoszenie globalne">
      <SimpleShowLayout>
        <TextField source="title" />
        <DateField source="createdAt" locales="pl-PL" showTime />
        <TextField source="authorEmail" emptyText="—" />
        <Labeled label="Zasięg">
          <FunctionField<AdminGlobalMessageBody> render={(message) => reachLabel(message)} />
        </Labeled>
        <TextField source="content" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} />
        <Readers />
      </SimpleShowLayout>
    </Show>
  );
}
