// One form for adding a monster and for changing one: the name (required, up to 80 characters),
// its instrumental form for 'Rozpoczynasz walkę z …!' (optional, without the preposition),
// the description players read on its card (up to 1,000), its level, health, attack, defense and
// the experience a win brings, within the API's ranges. Fights under way keep the monster they
// started with. Both save pessimistically and go back to the list.
import { Create, Edit, NumberInput, SimpleForm, TextInput, maxLength, maxValue, minValue, number, required } from 'react-admin';

export const MONSTER_LIMITS = { name: 80, description: 1000 } as const;

const range = (min: number, max: number) => [required(), number(), minValue(min), maxValue(max)];

/** A new monster starts as the arena's weakest. */
export const NEW_MONSTER = { level: 1, health: 30, attack: 7, defense: 2, experienceReward: 20 } as const;

function MonsterFields() {
  return (
    <SimpleForm>
      <TextInput source="name" validate={[required(), maxLength(MONSTER_LIMITS.name)]} fullWidth />
      <TextInput
        source="nameInstrumental"
        validate={maxLength(MONSTER_LIMITS.name)}
        fullWidth
        helperText="Bez „z”/„ze”, np. „Szczurem kanałowym” — gra pisze „Rozpoczynasz walkę ze Szczurem kanałowym!” i sama dobiera „z” albo „ze”. Puste: sama nazwa."
      />
      <TextInput
        source="description"
        validate={maxLength(MONSTER_LIMITS.description)}
        multiline
        minRows={3}
        fullWidth
        helperText="Gracze widzą opis na karcie potwora na arenie."
      />
      <NumberInput source="level" validate={range(1, 100)} step={1} helperText="1–100; kolor ramki na arenie zależy od poziomu gracza." />
      <NumberInput source="health" validate={range(1, 100_000)} step={1} />
      <NumberInput source="attack" validate={range(1, 100_000)} step={1} />
      <NumberInput source="defense" validate={range(0, 100_000)} step={1} />
      <NumberInput source="experienceReward" validate={range(1, 100_000)} step={1} />
    </SimpleForm>
  );
}

export function MonsterCreate() {
  return (
    <Create title="Nowy potwór" redirect="list" record={NEW_MONSTER}>
      <MonsterFields />
    </Create>
  );
}

export function MonsterEdit() {
  return (
    <Edit title="Potwór" mutationMode="pessimistic" redirect="list">
      <MonsterFields />
    </Edit>
  );
}
