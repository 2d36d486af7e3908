// Adding an event to the tavern's board: a title and a day (required), an hour and a description.
import { Create, DateInput, SimpleForm, TextInput, maxLength, required } from 'react-admin';

/** The board's limits (core/src/tavern/models.rs). */
export const EVENT_LIMITS = { title: 200, description: 2000 } as const;

export function TavernEventCreate() {
  return (
    <Create title="Nowe wydarzenie w karczmie" redirect="list">
      <SimpleForm>
        <TextInput source="title" validate={[required(), maxLength(EVENT_LIMITS.title)]} fullWidth />
        <DateInput source="date" label="Dzień" validate={required()} />
        <TextInput source="time" type="time" helperText="Można zostawić puste." />
        <TextInput source="description" validate={maxLength(EVENT_LIMITS.description)} multiline minRows={3} fullWidth />
      </SimpleForm>
    </Create>
  );
}
