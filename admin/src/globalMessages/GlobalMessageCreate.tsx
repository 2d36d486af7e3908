// Sending an announcement: a title and plain-text content (line breaks are kept), both required.
// It goes to every account there is now and shows over the game until each player closes it.
import { Create, SimpleForm, TextInput, maxLength, required } from 'react-admin';

export const ANNOUNCEMENT_LIMITS = { title: 200, content: 5000 } as const;

export function GlobalMessageCreate() {
  return (
    <Create title="Nowe ogłoszenie globalne" redirect="show">
      <SimpleForm>
        <TextInput source="title" validate={[required(), maxLength(ANNOUNCEMENT_LIMITS.title)]} fullWidth />
        <TextInput
          source="content"
          validate={[required(), maxLength(ANNOUNCEMENT_LIMITS.content)]}
          multiline
          minRows={5}
          fullWidth
          helperText="Zwykły tekst; podziały wierszy zostaną zachowane. Ogłoszenie zobaczy każdy gracz, aż je zamknie."
        />
      </SimpleForm>
    </Create>
  );
}
