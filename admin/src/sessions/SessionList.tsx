// Every roleplay session, general and private, for moderation; each is read on the player site.
import type { AdminSessionBody } from '@mrok/sdk';
import { DataTable, DateField, List, SearchInput, SelectInput, SimpleList } from 'react-admin';
import { CreatedAtCol } from '../lib/listParts';
import { useListWidth } from '../lib/useListWidth';
import { wrapAnywhere } from '../theme';
import { KIND_CHOICES, kindLabel, ownerLabel, statusLabel } from './labels';
import { OpenInGameButton } from './OpenInGameButton';
import { SessionOwnerField } from './SessionOwnerField';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Szukaj" />,
  <SelectInput key="kind" source="kind" choices={KIND_CHOICES} alwaysOn />,
];

export function SessionList() {
  const width = useListWidth();
  return (
    <List filters={filters} sort={{ field: 'lastActivity', order: 'DESC' }} perPage={25} exporter={false}>
      {width === 'phone' ? (
        <SimpleList<AdminSessionBody>
          primaryText={(session) => session.title}
          secondaryText={(session) => `${kindLabel(session.kind)} · ${statusLabel(session.closed)} · ${ownerLabel(session.ownerName)}`}
          tertiaryText={(session) => new Date(session.lastActivity).toLocaleDateString('pl-PL')}
          rightIcon={(session) => <OpenInGameButton record={session} />}
          rowClick={false}
        />
      ) : (
        <DataTable<AdminSessionBody> rowClick={false} bulkActionButtons={false}>
          <DataTable.Col source="title" cellSx={wrapAnywhere} />
          <DataTable.Col source="kind" disableSort render={(session: AdminSessionBody) => kindLabel(session.kind)} />
          <DataTable.Col source="ownerName" disableSort cellSx={wrapAnywhere}>
            <SessionOwnerField />
          </DataTable.Col>
          <DataTable.Col source="closed" disableSort render={(session: AdminSessionBody) => statusLabel(session.closed)} />
          {width === 'wide' && <DataTable.NumberCol source="messageCount" />}
          <DataTable.Col source="lastActivity">
            <DateField source="lastActivity" locales="pl-PL" showTime />
          </DataTable.Col>
          {width === 'wide' && <CreatedAtCol />}
          <DataTable.Col label="Akcja" disableSort>
            <OpenInGameButton />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
