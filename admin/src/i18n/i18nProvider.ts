// Polish only: the back office speaks the site's language.
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { polishMessages } from './pl';

export const i18nProvider = polyglotI18nProvider(() => polishMessages, 'pl', [{ locale: 'pl', name: 'Polski' }], {
  allowMissing: true,
});
