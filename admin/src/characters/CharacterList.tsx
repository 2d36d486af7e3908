// Every character, newest first, searched by name or owner; 'Niezaakceptowane' narrows it to the
// approval queue (oldest first). A phone gets one line a character, a laptop the table without
// gender, magic and date.
import type { AdminCharacterBody } from '@mrok/sdk';
import { DataTable, List, SearchInput, SelectInput, SimpleList } from 'react-admin';
import { CreatedAtCol } from '../lib/listParts';
import { useListWidth } from '../lib/useListWidth';
import { wrapAnywhere } from '../theme';
import { ApprovalButton } from './ApprovalButton';
import { APPROVAL_CHOICES, approvalLabel, kindLabel, magicLabel } from './labels';
import { OwnerField } from './OwnerField';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Szukaj" />,
  <SelectInput key="approval" source="approval" label="Akceptacja" choices={APPROVAL_CHOICES} emptyText="Wszystkie" alwaysOn />,
];

export function CharacterList() {
  const width = useListWidth();
  return (
    <List filters={filters} sort={{ field: 'id', order: 'DESC' }} perPage={25} exporter={false}>
      {width === 'phone' ? (
        <SimpleList<AdminCharacterBody>
          primaryText={(character) => character.name}
          secondaryText={(character) => `${kindLabel(character.kind)} · ${character.race} · ${character.ownerEmail}`}
          tertiaryText={(character) => approvalLabel(character.approved)}
          rowClick="show"
        />
      ) : (
        <DataTable<AdminCharacterBody> rowClick="show" bulkActionButtons={false}>
          <DataTable.Col source="name" cellSx={wrapAnywhere} />
          <DataTable.Col source="kind" disableSort render={(character: AdminCharacterBody) => kindLabel(character.kind)} />
          <DataTable.Col source="race" />
          {width === 'wide' && <DataTable.Col source="gender" disableSort />}
          {width === 'wide' && (
            <DataTable.Col source="magic" disableSort render={(character: AdminCharacterBody) => magicLabel(character.magic)} />
          )}
          <DataTable.Col source="ownerEmail" disableSort cellSx={wrapAnywhere}>
            <OwnerField />
          </DataTable.Col>
          <DataTable.Col source="approved" render={(character: AdminCharacterBody) => approvalLabel(character.approved)} />
          {width === 'wide' && <CreatedAtCol />}
          <DataTable.Col label="Akcja" disableSort>
            <ApprovalButton />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
