// The tavern's events board, past events too, the latest date first (on a phone one line an
// event); removing asks first.
import type { AdminTavernEventBody } from '@mrok/sdk';
import { DataTable, DateField, FunctionField, List, SimpleList } from 'react-admin';
import { CreateActions, ConfirmDeleteButton } from '../lib/listParts';
import { useListWidth } from '../lib/useListWidth';
import { wrapAnywhere } from '../theme';
import { eventWhen, isOver, todayIso } from './when';

export const deleteQuestion = (event: AdminTavernEventBody | undefined) =>
  `Usunąć wydarzenie „${event?.title ?? ''}”? Zniknie z tablicy w karczmie.`;

function DeleteEventButton() {
  return <ConfirmDeleteButton title="Usuń wydarzenie" question={deleteQuestion} />;
}

export function TavernEventList() {
  const today = todayIso();
  const width = useListWidth();
  return (
    <List actions={<CreateActions label="Dodaj wydarzenie" />} empty={false} exporter={false} perPage={25} title="Wydarzenia w karczmie">
      {width === 'phone' ? (
        <SimpleList<AdminTavernEventBody>
          primaryText={(event) => event.title}
          secondaryText={(event) => (isOver(event, today) ? `${eventWhen(event)} · Minione` : eventWhen(event))}
          rowClick={false}
          rightIcon={() => <DeleteEventButton />}
        />
      ) : (
        <DataTable<AdminTavernEventBody> rowClick={false} bulkActionButtons={false}>
          <DataTable.Col source="date" disableSort>
            <FunctionField<AdminTavernEventBody> render={(event) => eventWhen(event)} />
          </DataTable.Col>
          <DataTable.Col source="title" disableSort cellSx={wrapAnywhere} />
          <DataTable.Col source="description" disableSort cellSx={wrapAnywhere} />
          <DataTable.Col label="Na tablicy" disableSort>
            <FunctionField<AdminTavernEventBody> render={(event) => (isOver(event, today) ? 'Minione' : 'Tak')} />
          </DataTable.Col>
          <DataTable.Col source="createdAt" disableSort>
            <DateField source="createdAt" locales="pl-PL" showTime />
          </DataTable.Col>
          <DataTable.Col label="Akcja" disableSort>
            <DeleteEventButton />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
