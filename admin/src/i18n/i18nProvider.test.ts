import { describe, expect, it } from 'vitest';
import { i18nProvider } from './i18nProvider';

describe('the Polish i18nProvider', () => {
  it('speaks Polish, with Polish plurals for the resources', () => {
    expect(i18nProvider.getLocale()).toBe('pl');
    expect(i18nProvider.translate('ra.action.search')).toBe('Szukaj');
    expect(i18nProvider.translate('resources.characters.name', { smart_count: 1 })).toBe('Postać');
    expect(i18nProvider.translate('resources.characters.name', { smart_count: 2 })).toBe('Postacie');
    expect(i18nProvider.translate('resources.characters.name', { smart_count: 5 })).toBe('Postaci');
    expect(i18nProvider.translate('resources.users.name', { smart_count: 22 })).toBe('Konta');
    expect(i18nProvider.translate('resources.sessions.name', { smart_count: 2 })).toBe('Sesje');
    expect(i18nProvider.translate('resources.sessions.fields.lastActivity')).toBe('Ostatnia aktywność');
    expect(i18nProvider.translate('resources.arenaMonsters.name', { smart_count: 2 })).toBe('Potwory');
    expect(i18nProvider.translate('resources.equipmentArchetypes.name', { smart_count: 2 })).toBe('Ekwipunek');
    expect(i18nProvider.translate('ra.navigation.page_range_info', { offsetBegin: 1, offsetEnd: 25, total: 40 })).toBe('1–25 z 40');
  });

  it('passes a message that is not a key through unchanged', () => {
    expect(i18nProvider.translate('Postać została zaakceptowana!')).toBe('Postać została zaakceptowana!');
    expect(i18nProvider.translate('Nie możesz odebrać sobie roli administratora.')).toBe(
      'Nie możesz odebrać sobie roli administratora.',
    );
  });
});
