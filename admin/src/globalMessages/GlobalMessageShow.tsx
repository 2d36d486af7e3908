// One announcement: its text as players see it, its reach, and who closed it (newest first).
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
  SimpleShowLayout,
  TextField,
  useRecordContext,
} from 'react-admin';
import { reachLabel } from './reach';

export const NO_READERS = 'Nikt jeszcze nie zamknął tego ogłoszenia.';

function Readers() {
  const message = useRecordContext<AdminGlobalMessageBody>();
  if (!message) return null;
  return (
    <ListBase resource="globalMessageReaders" filter={{ messageId: message.id }} perPage={25} disableSyncWithLocation>
      <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
        Przeczytali
      </Typography>
      <DataTable<AdminGlobalMessageReaderBody>
        bulkActionButtons={false}
        rowClick={false}
        empty={<Typography color="text.secondary">{NO_READERS}</Typography>}
      >
        <DataTable.Col source="email" disableSort />
        <DataTable.Col source="characterName" disableSort />
        <DataTable.Col source="readAt" disableSort>
          <DateField source="readAt" locales="pl-PL" showTime />
        </DataTable.Col>
      </DataTable>
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
        <TextField source="content" sx={{ whiteSpace: 'pre-wrap' }} />
        <Readers />
      </SimpleShowLayout>
    </Show>
  );
}
