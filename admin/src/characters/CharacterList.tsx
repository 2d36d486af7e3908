import type { AdminCharacterBody } from '@mrok/sdk';
import { BooleanField, DataTable, DateField, List, SearchInput } from 'react-admin';
import { ApprovalButton } from './ApprovalButton';
import { kindLabel, magicLabel } from './labels';
import { OwnerField } from './OwnerField';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Szukaj" />];

export function CharacterList() {
  return (
    <List filters={filters} sort={{ field: 'id', order: 'DESC' }} perPage={25} exporter={false}>
      <DataTable<AdminCharacterBody> rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="name" />
        <DataTable.Col source="kind" disableSort render={(character: AdminCharacterBody) => kindLabel(character.kind)} />
        <DataTable.Col source="race" />
        <DataTable.Col source="gender" disableSort />
        <DataTable.Col source="magic" disableSort render={(character: AdminCharacterBody) => magicLabel(character.magic)} />
        <DataTable.Col source="ownerEmail" disableSort>
          <OwnerField />
        </DataTable.Col>
        <DataTable.Col source="approved" field={BooleanField} />
        <DataTable.Col source="createdAt">
          <DateField source="createdAt" locales="pl-PL" />
        </DataTable.Col>
        <DataTable.Col label="Akcja" disableSort>
          <ApprovalButton />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
