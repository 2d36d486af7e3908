import type { AdminCharacterBody } from '@mrok/sdk';
import {
  DateField,
  FunctionField,
  Labeled,
  ListButton,
  NumberField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
} from 'react-admin';
import { ApprovalButton } from './ApprovalButton';
import { GameProfileLink } from './GameProfileLink';
import { approvalLabel, kindLabel, magicLabel } from './labels';
import { OwnerField } from './OwnerField';

function CharacterShowActions() {
  return (
    <TopToolbar>
      <ListButton />
      <GameProfileLink />
      <ApprovalButton />
    </TopToolbar>
  );
}

export function CharacterShow() {
  return (
    <Show actions={<CharacterShowActions />}>
      <SimpleShowLayout>
        <NumberField source="id" />
        <TextField source="name" />
        <FunctionField<AdminCharacterBody> source="kind" render={(character) => kindLabel(character.kind)} />
        <TextField source="race" />
        <TextField source="gender" />
        <FunctionField<AdminCharacterBody> source="magic" render={(character) => magicLabel(character.magic)} />
        <Labeled label="resources.characters.fields.ownerEmail">
          <OwnerField />
        </Labeled>
        <FunctionField<AdminCharacterBody> source="approved" render={(character) => approvalLabel(character.approved)} />
        <DateField source="createdAt" locales="pl-PL" showTime />
      </SimpleShowLayout>
    </Show>
  );
}
