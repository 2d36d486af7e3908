// The audit log: every write of an admin or a game master, the newest first, with what it sent
// and what it replaced. Read-only: nobody can change or delete an entry.
import type { AuditEntry } from '@mrok/sdk';
import { DataTable, DateField, FunctionField, List, NumberInput, TextInput } from 'react-admin';
import { roleLabel } from '../users/roles';

const filters = [<NumberInput key="actorId" source="actorId" label="ID konta" alwaysOn />, <TextInput key="action" source="action" label="Operacja" alwaysOn />];

/** A long value cut for the table (the whole one is in the title). */
function cut(text: string | null | undefined): string {
  if (!text) return '—';
  return text.length > 120 ? `${text.slice(0, 120)}…` : text;
}

export function AuditLogList() {
  return (
    <List filters={filters} empty={false} exporter={false} perPage={50} title="Dziennik zmian">
      <DataTable<AuditEntry> bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="at" disableSort>
          <DateField source="at" locales="pl-PL" showTime />
        </DataTable.Col>
        <DataTable.Col source="actorId" disableSort />
        <DataTable.Col source="actorRole" disableSort>
          <FunctionField<AuditEntry> render={(e) => roleLabel(e.actorRole)} />
        </DataTable.Col>
        <DataTable.Col source="action" disableSort />
        <DataTable.Col source="target" disableSort />
        <DataTable.Col source="before" disableSort>
          <FunctionField<AuditEntry> render={(e) => <span title={e.before ?? ''}>{cut(e.before)}</span>} />
        </DataTable.Col>
        <DataTable.Col source="after" disableSort>
          <FunctionField<AuditEntry> render={(e) => <span title={e.after ?? ''}>{cut(e.after)}</span>} />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
