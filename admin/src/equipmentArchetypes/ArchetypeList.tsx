// The arena's weapons and armors, weapons first (at most 60, one page): kind, name, the stat it
// draws on, its value at level 1 and growth per level. Removing asks first; the server refuses
// an item somebody carries or the last weapon or armor, and its words show.
import type { AdminArchetypeBody } from '@mrok/sdk';
import { DataTable, EditButton, FunctionField, List, SimpleList } from 'react-admin';
import { CreateActions, ConfirmDeleteButton } from '../lib/listParts';
import { PRIMARY_STAT_LABELS } from '../lib/stats';
import { useListWidth } from '../lib/useListWidth';
import { wrapAnywhere } from '../theme';
import { KIND_LABELS, archetypeSummary, deleteArchetypeQuestion } from './labels';

export function ArchetypeList() {
  const width = useListWidth();
  return (
    <List actions={<CreateActions label="Dodaj przedmiot" />} empty={false} pagination={false} perPage={60} exporter={false} title="Ekwipunek areny">
      {width === 'phone' ? (
        <SimpleList<AdminArchetypeBody> primaryText={(item) => item.name} secondaryText={archetypeSummary} linkType="edit" />
      ) : (
        <DataTable<AdminArchetypeBody> rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col source="kind" disableSort>
            <FunctionField<AdminArchetypeBody> render={(item) => KIND_LABELS[item.kind]} />
          </DataTable.Col>
          <DataTable.Col source="name" disableSort cellSx={wrapAnywhere} />
          <DataTable.Col source="primaryStat" disableSort>
            <FunctionField<AdminArchetypeBody> render={(item) => PRIMARY_STAT_LABELS[item.primaryStat]} />
          </DataTable.Col>
          <DataTable.NumberCol source="base" disableSort />
          <DataTable.NumberCol source="perLevel" disableSort />
          {width === 'wide' && <DataTable.Col source="description" disableSort cellSx={wrapAnywhere} />}
          <DataTable.Col label="Akcja" disableSort>
            <EditButton />
            <ConfirmDeleteButton title="Usuń przedmiot" question={deleteArchetypeQuestion} />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
