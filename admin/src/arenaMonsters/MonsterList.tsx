// The arena's monsters, the weakest first (at most 100, one page): level, health, attack,
// defense and the experience a win brings. Removing asks first: the fights against it go too.
import type { AdminMonsterBody } from '@mrok/sdk';
import { DataTable, EditButton, List, SimpleList } from 'react-admin';
import { CreateActions, ConfirmDeleteButton } from '../lib/listParts';
import { useListWidth } from '../lib/useListWidth';
import { wrapAnywhere } from '../theme';

export const deleteMonsterQuestion = (monster: AdminMonsterBody | undefined) =>
  `Usunąć potwora „${monster?.name ?? ''}”? Znikną też walki z nim, także te w toku.`;

/** A monster in one line on a phone: its name, then its numbers. */
export const monsterSummary = (monster: AdminMonsterBody) =>
  `Poziom ${monster.level} · Zdrowie ${monster.health} · Atak ${monster.attack} · Obrona ${monster.defense} · ${monster.experienceReward} EXP`;

export function MonsterList() {
  const width = useListWidth();
  return (
    <List actions={<CreateActions label="Dodaj potwora" />} empty={false} pagination={false} perPage={100} exporter={false} title="Potwory areny">
      {width === 'phone' ? (
        <SimpleList<AdminMonsterBody> primaryText={(monster) => monster.name} secondaryText={monsterSummary} linkType="edit" />
      ) : (
        <DataTable<AdminMonsterBody> rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col source="name" disableSort cellSx={wrapAnywhere} />
          <DataTable.NumberCol source="level" disableSort />
          <DataTable.NumberCol source="health" disableSort />
          <DataTable.NumberCol source="attack" disableSort />
          <DataTable.NumberCol source="defense" disableSort />
          <DataTable.NumberCol source="experienceReward" disableSort />
          {width === 'wide' && <DataTable.Col source="description" disableSort cellSx={wrapAnywhere} />}
          <DataTable.Col label="Akcja" disableSort>
            <EditButton />
            <ConfirmDeleteButton title="Usuń potwora" question={deleteMonsterQuestion} />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
