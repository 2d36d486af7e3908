// The audit log: every write of an admin or a game master, the newest first, with what it sent
// and what it replaced. Read-only: nobody can change or delete an entry. On a phone one line an
// entry; below 1536 px the table drops the role (the account's ID stays), and the long values
// (addresses, JSON) wrap inside their cells, so the table keeps to the screen.
import { Fragment } from 'react';
import type { AuditEntry } from '@mrok/sdk';
import { DataTable, DateField, FunctionField, List, NumberInput, SimpleList, TextInput } from 'react-admin';
import { useListWidth } from '../lib/useListWidth';
import { wrapAnywhere } from '../theme';
import { roleLabel } from '../users/roles';

const filters = [<NumberInput key="actorId" source="actorId" label="ID konta" alwaysOn />, <TextInput key="action" source="action" label="Operacja" alwaysOn />];

/** A long value cut for the table (the whole one is in the title). */
function cut(text: string | null | undefined): string {
  if (!text) return '—';
  return text.length > 120 ? `${text.slice(0, 120)}…` : text;
}

/** An address that may break a line after each '/' (the cell breaks it anywhere only as a last resort). */
function Path({ path }: { path: string }) {
  return (
    <>
      {path.split('/').map((part, i) => (
        <Fragment key={i}>
          {i > 0 && (
            <>
              /<wbr />
            </>
          )}
          {part}
        </Fragment>
      ))}
    </>
  );
}

/** An entry in one line on a phone: when, who and where it wrote. */
export const entrySummary = (entry: AuditEntry) =>
  `${new Date(entry.at).toLocaleString('pl-PL')} · ${roleLabel(entry.actorRole)} (ID ${entry.actorId}) · ${entry.target}`;

export function AuditLogList() {
  const width = useListWidth();
  return (
    <List filters={filters} empty={false} exporter={false} perPage={50} title="Dziennik zmian">
      {width === 'phone' ? (
        <SimpleList<AuditEntry> primaryText={(entry) => entry.action} secondaryText={entrySummary} rowClick={false} />
      ) : (
        <DataTable<AuditEntry> bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="at" disableSort>
            <DateField source="at" locales="pl-PL" showTime />
          </DataTable.Col>
          <DataTable.Col source="actorId" disableSort />
          {width === 'wide' && (
            <DataTable.Col source="actorRole" disableSort>
              <FunctionField<AuditEntry> render={(e) => roleLabel(e.actorRole)} />
            </DataTable.Col>
          )}
          <DataTable.Col source="action" disableSort />
          <DataTable.Col source="target" disableSort cellSx={wrapAnywhere} render={(e: AuditEntry) => <Path path={e.target} />} />
          <DataTable.Col source="before" disableSort cellSx={wrapAnywhere}>
            <FunctionField<AuditEntry> render={(e) => <span title={e.before ?? ''}>{cut(e.before)}</span>} />
          </DataTable.Col>
          <DataTable.Col source="after" disableSort cellSx={wrapAnywhere}>
            <FunctionField<AuditEntry> render={(e) => <span title={e.after ?? ''}>{cut(e.after)}</span>} />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
