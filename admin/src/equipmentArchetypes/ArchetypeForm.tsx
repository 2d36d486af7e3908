// One form for adding a weapon or armor archetype and for changing one: its kind (chosen when
// added, fixed afterwards), name (up to 80 characters), description (up to 1,000), the stat it
// draws on (the six, or magic, which draws on willpower), and its value at level 1 with the
// growth per level (damage for a weapon, armor for an armor; 0–10,000). Who carries it fights
// with the new numbers from their next fight.
import { Create, Edit, FormDataConsumer, NumberInput, SelectInput, SimpleForm, TextInput, maxLength, maxValue, minValue, number, required, useRecordContext } from 'react-admin';
import type { AdminArchetypeBody, EquipmentKind } from '@mrok/sdk';
import { KIND_CHOICES, PRIMARY_STAT_CHOICES, valueLabel } from './labels';

export const ARCHETYPE_LIMITS = { name: 80, description: 1000 } as const;

const range = [required(), number(), minValue(0), maxValue(10_000)];

function ValueInputs() {
  return (
    <FormDataConsumer<{ kind?: EquipmentKind }>>
      {({ formData }) => {
        const what = valueLabel(formData.kind);
        return (
          <>
            <NumberInput source="base" validate={range} step={1} helperText={`Na poziomie 1: ${what}.`} />
            <NumberInput source="perLevel" validate={range} step={1} helperText={`Tyle przybywa (${what}) z każdym poziomem przedmiotu.`} />
          </>
        );
      }}
    </FormDataConsumer>
  );
}

function ArchetypeFields({ existing }: { existing: boolean }) {
  return (
    <SimpleForm>
      <SelectInput
        source="kind"
        choices={KIND_CHOICES}
        validate={required()}
        readOnly={existing}
        helperText={existing ? 'Rodzaju (broń lub zbroja) nie można zmienić.' : 'Po zapisaniu rodzaju nie można zmienić.'}
      />
      <TextInput source="name" validate={[required(), maxLength(ARCHETYPE_LIMITS.name)]} fullWidth />
      <TextInput source="description" validate={maxLength(ARCHETYPE_LIMITS.description)} multiline minRows={3} fullWidth />
      <SelectInput source="primaryStat" choices={PRIMARY_STAT_CHOICES} validate={required()} helperText="Magia korzysta z Siły woli." />
      <ValueInputs />
    </SimpleForm>
  );
}

export function ArchetypeCreate() {
  return (
    <Create title="Nowy przedmiot" redirect="list" record={{ kind: 'weapon', primaryStat: 'strength', base: 10, perLevel: 2 }}>
      <ArchetypeFields existing={false} />
    </Create>
  );
}

function EditTitle() {
  const item = useRecordContext<AdminArchetypeBody>();
  return <>{item ? `Ekwipunek: ${item.name}` : 'Ekwipunek'}</>;
}

export function ArchetypeEdit() {
  return (
    <Edit title={<EditTitle />} mutationMode="pessimistic" redirect="list">
      <ArchetypeFields existing />
    </Edit>
  );
}
