import { BooleanField, DateField, EditButton, FunctionField, ListButton, NumberField, Show, SimpleShowLayout, TextField, TopToolbar } from 'react-admin';
import type { AdminUserBody } from '@mrok/sdk';
import { PrisonForm } from './PrisonForm';
import { roleLabel } from './roles';

function UserShowActions() {
  return (
    <TopToolbar>
      <ListButton />
      <EditButton label="Zmień rolę" />
    </TopToolbar>
  );
}

export function UserShow() {
  return (
    <Show actions={<UserShowActions />}>
      <SimpleShowLayout>
        <NumberField source="id" />
        <TextField source="email" />
        <FunctionField<AdminUserBody> source="role" render={(user) => roleLabel(user.role)} />
        <TextField source="characterName" emptyText="—" />
        <BooleanField source="activated" />
        <DateField source="createdAt" locales="pl-PL" showTime />
        <DateField source="lastSeenAt" locales="pl-PL" showTime emptyText="—" />
        <TextField source="lastIp" emptyText="—" />
        <PrisonForm />
      </SimpleShowLayout>
    </Show>
  );
}
