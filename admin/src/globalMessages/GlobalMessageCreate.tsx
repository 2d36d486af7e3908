// Sending an announcement: a title and plain-text content (line breaks are kept), both required.
// It goes to every account there is now and shows over the game until each player closes it.
import { Create } from 'react-admin';
import { TitleContentForm } from '../lib/TitleContentForm';
import { ANNOUNCEMENT_REQUIRED_MESSAGE } from './data';

export const ANNOUNCEMENT_LIMITS = { title: 200, content: 5000 } as const;

export function GlobalMessageCreate() {
  return (
    <Create title="Nowe ogłoszenie globalne" redirect="show">
      <TitleContentForm
        requiredMessage={ANNOUNCEMENT_REQUIRED_MESSAGE}
        limits={ANNOUNCEMENT_LIMITS}
        minRows={5}
        helperText="Zwykły tekst; podziały wierszy zostaną zachowane. Ogłoszenie zobaczy każdy gracz, aż je zamknie."
      />
    </Create>
  );
}
