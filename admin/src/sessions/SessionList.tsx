// Every roleplay session, general and private, for moderation; each is read on the player site.
import type { AdminSessionBody } from '@mrok/sdk';
import { DataTable, DateField, List, SearchInput, SelectInput } from 'react-admin';
import { KIND_CHOICES, kindLabel, statusLabel } from './labels';
import { OpenInGameButton } from './OpenInGameButton';
import { SessionOwnerField } from './SessionOwnerField';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Szukaj" />,
  <SelectInput key="kind" source="kind" choices={KIND_CHOICES} alwaysOn />,
];

export function SessionList() {
  return (
    <List filters={filters} sort={{ field: 'lastActivity', order: 'DESC' }} perPage={25} exporter={false}>
      <DataTable<AdminSessionBody> rowClick={false} bulkActionButtons={false}>
        <DataTable.Col source="title" />
        <DataTable.Col source="kind" disableSort render={(session: AdminSessionBody) => kindLabel(session.kind)} />
        <DataTable.Col source="ownerName" disableSort>
          <SessionOwnerField />
        </DataTable.Col>
        <DataTable.Col source="closed" disableSort render={(session: AdminSessionBody) => statusLabel(session.closed)} />
        <DataTable.NumberCol source="messageCount" />
        <DataTable.Col source="lastActivity">
          <DateField source="lastActivity" locales="pl-PL" showTime />
        </DataTable.Col>
        <DataTable.Col source="createdAt">
          <DateField source="createdAt" locales="pl-PL" />
        </DataTable.Col>
        <DataTable.Col label="Akcja" disableSort>
          <OpenInGameButton />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
