import type { AdminUserBody } from '@mrok/sdk';
import { BooleanField, DataTable, DateField, List, SearchInput, SimpleList } from 'react-admin';
import { CreatedAtCol } from '../lib/listParts';
import { useListWidth } from '../lib/useListWidth';
import { wrapAnywhere } from '../theme';
import { roleLabel } from './roles';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Szukaj" />];

export function UserList() {
  const width = useListWidth();
  return (
    <List filters={filters} sort={{ field: 'id', order: 'DESC' }} perPage={25} exporter={false}>
      {width === 'phone' ? (
        <SimpleList<AdminUserBody>
          primaryText={(user) => user.email}
          secondaryText={(user) => `${roleLabel(user.role)} · ${user.characterName ?? 'bez postaci'}`}
          tertiaryText={(user) => (user.activated ? '' : 'nieaktywne')}
          rowClick="show"
        />
      ) : (
        <DataTable<AdminUserBody> rowClick="show" bulkActionButtons={false}>
          <DataTable.Col source="email" cellSx={wrapAnywhere} />
          <DataTable.Col source="role" render={(user: AdminUserBody) => roleLabel(user.role)} />
          <DataTable.Col source="characterName" disableSort cellSx={wrapAnywhere} render={(user: AdminUserBody) => user.characterName ?? '—'} />
          <DataTable.Col source="activated" disableSort field={BooleanField} />
          {width === 'wide' && <CreatedAtCol />}
          <DataTable.Col source="lastSeenAt">
            <DateField source="lastSeenAt" locales="pl-PL" showTime emptyText="—" />
          </DataTable.Col>
          {width === 'wide' && <DataTable.Col source="lastIp" disableSort render={(user: AdminUserBody) => user.lastIp ?? '—'} />}
        </DataTable>
      )}
    </List>
  );
}
