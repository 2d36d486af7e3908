// The audit log: every write of an admin or a game master, the newest first, said in Polish
// (describe.ts), by whom (the account by its character's name, linked to its record) and what it
// changed, field by field, before → after. Read-only: nobody can change or delete an entry. On a
// phone one line an entry; below 1536 px the table drops the role and the address.
import { Fragment } from 'react';
import type { AdminUserBody, AuditEntry } from '@mrok/sdk';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataTable, DateField, FunctionField, List, NumberInput, ReferenceField, SimpleList, TextInput } from 'react-admin';
import { useListWidth } from '../lib/useListWidth';
import { wrapAnywhere } from '../theme';
import { roleLabel } from '../users/roles';
import { changesOf, describeEntry } from './describe';

const filters = [<NumberInput key="actorId" source="actorId" label="ID konta" alwaysOn />, <TextInput key="action" source="action" label="Operacja" alwaysOn />];

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

/** Who did it: the account's character (else its address), linked to its record. */
function Actor() {
  return (
    <ReferenceField<AuditEntry, AdminUserBody> source="actorId" reference="users" link="show">
      <FunctionField<AdminUserBody> render={(user) => user.characterName || user.email} />
    </ReferenceField>
  );
}

/** What changed, one line a field: 'Nick: Borys → Borys Kieł'. */
function Changes({ entry }: { entry: AuditEntry }) {
  const changes = changesOf(entry);
  if (!changes.length) return <>—</>;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2 }} data-testid="audit-changes">
      {changes.map((change, i) => (
        <li key={i}>
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {change.label}:
          </Box>{' '}
          {change.before !== undefined && (
            <>
              <Box component="span" sx={{ textDecoration: change.after !== undefined ? 'line-through' : undefined }}>
                {change.before}
              </Box>
              {change.after !== undefined && ' → '}
            </>
          )}
          {change.after}
        </li>
      ))}
    </Box>
  );
}

/** The sentence, with the operation's id under it (what the filter takes). */
function What({ entry }: { entry: AuditEntry }) {
  return (
    <>
      <span data-testid="audit-description">{describeEntry(entry)}</span>
      <Typography variant="caption" component="div" sx={{ color: 'text.secondary' }} title={`${entry.method} ${entry.target}`}>
        {entry.action}
      </Typography>
    </>
  );
}

/** An entry in one line on a phone: what, when and by whom. */
export const entrySummary = (entry: AuditEntry) =>
  `${new Date(entry.at).toLocaleString('pl-PL')} · ${roleLabel(entry.actorRole)} (ID ${entry.actorId})`;

export function AuditLogList() {
  const width = useListWidth();
  return (
    <List filters={filters} empty={false} exporter={false} perPage={50} title="Dziennik zmian">
      {width === 'phone' ? (
        <SimpleList<AuditEntry> primaryText={describeEntry} secondaryText={entrySummary} rowClick={false} />
      ) : (
        <DataTable<AuditEntry> bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="at" disableSort>
            <DateField source="at" locales="pl-PL" showTime />
          </DataTable.Col>
          <DataTable.Col source="actorId" label="Kto" disableSort>
            <Actor />
            {width === 'wide' && (
              <FunctionField<AuditEntry>
                render={(e) => (
                  <Typography variant="caption" component="div" sx={{ color: 'text.secondary' }}>
                    {roleLabel(e.actorRole)}
                  </Typography>
                )}
              />
            )}
          </DataTable.Col>
          <DataTable.Col source="action" label="Co zrobiono" disableSort cellSx={wrapAnywhere} render={(e: AuditEntry) => <What entry={e} />} />
          {width === 'wide' && (
            <DataTable.Col source="target" disableSort cellSx={wrapAnywhere} render={(e: AuditEntry) => <Path path={e.target} />} />
          )}
          <DataTable.Col source="after" label="Zmiany" disableSort cellSx={wrapAnywhere} render={(e: AuditEntry) => <Changes entry={e} />} />
        </DataTable>
      )}
    </List>
  );
}
