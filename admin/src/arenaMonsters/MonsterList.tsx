// The arena's monsters, the weakest first (at most 100, one page): level, health, attack,
// defense and the experience a win brings. Removing asks first: the fights against it go too.
import type { AdminMonsterBody } from '@mrok/sdk';
import { CreateButton, DataTable, DeleteButton, EditButton, List, SimpleList, TopToolbar, useRecordContext } from 'react-admin';
import { useListWidth } from '../lib/useListWidth';
import { wrapAnywhere } from '../theme';

export const deleteMonsterQuestion = (monster: AdminMonsterBody | undefined) =>
  `Usunąć potwora „${monster?.name ?? ''}”? Znikną też walki z nim, także te w toku.`;

/** A monster in one line on a phone: its name, then its numbers. */
export const monsterSummary = (monster: AdminMonsterBody) =>
  `Poziom ${monster.level} · Zdrowie ${monster.health} · Atak ${monster.attack} · Obrona ${monster.defense} · ${monster.experienceReward} EXP`;

function Actions() {
  return (
    <TopToolbar>
      <CreateButton label="Dodaj potwora" />
    </TopToolbar>
  );
}

function DeleteQuestion() {
  const monster = useRecordContext<AdminMonsterBody>();
  return <>{deleteMonsterQuestion(monster)}</>;
}

export function MonsterList() {
  const width = useListWidth();
  return (
    <List actions={<Actions />} empty={false} pagination={false} perPage={100} exporter={false} title="Potwory areny">
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
            <DeleteButton mutationMode="pessimistic" confirmTitle="Usuń potwora" confirmContent={<DeleteQuestion />} />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
