// Pieces the back office's lists share: the toolbar of a list that adds records (its one button),
// the remove button that asks first about the record in its row, and the wide screen's column of
// when a record was created.
import { CreateButton, DataTable, DateField, DeleteButton, TopToolbar, useRecordContext, type RaRecord } from 'react-admin';

/** A list's toolbar: one button that opens the form of a new record, e.g. 'Dodaj pokój'. */
export function CreateActions({ label }: { label: string }) {
  return (
    <TopToolbar>
      <CreateButton label={label} />
    </TopToolbar>
  );
}

type Question<R> = (record: R | undefined) => string;

function DeleteQuestion<R extends RaRecord>({ question }: { question: Question<R> }) {
  const record = useRecordContext<R>();
  return <>{question(record)}</>;
}

/** Removes the row's record once the dialog `title` asked `question` about it and the admin
 * agreed; the row goes only when the server has removed it (pessimistic). */
export function ConfirmDeleteButton<R extends RaRecord>({ title, question }: { title: string; question: Question<R> }) {
  return <DeleteButton mutationMode="pessimistic" confirmTitle={title} confirmContent={<DeleteQuestion question={question} />} />;
}

/** When the record was created (the day), sortable: a column for wide screens. */
export function CreatedAtCol() {
  return (
    <DataTable.Col source="createdAt">
      <DateField source="createdAt" locales="pl-PL" />
    </DataTable.Col>
  );
}
