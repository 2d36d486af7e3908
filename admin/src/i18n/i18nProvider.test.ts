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

describe('react-admin’s own words', () => {
  const flat = (messages: object, prefix = ''): [string, string][] =>
    Object.entries(messages).flatMap(([key, value]) =>
      typeof value === 'object' && value !== null ? flat(value, `${prefix}${key}.`) : [[`${prefix}${key}`, String(value)]],
    );

  it('are all in Polish: every English key has a Polish text of its own', async () => {
    const english = (await import('ra-language-english')).default;
    const same = flat(english.ra).filter(([key, text]) => i18nProvider.translate(`ra.${key}`, { _: '' }) === text || !i18nProvider.translate(`ra.${key}`, { _: '' }));
    // Templates of names alone, the same in any language.
    expect(same.map(([key]) => key).filter((key) => !['boolean.null', 'page.list', 'page.edit', 'page.show'].includes(key))).toEqual([]);
  });

  it('say the pagination and the empty list in Polish', () => {
    expect(i18nProvider.translate('ra.navigation.previous')).toBe('Przejdź do poprzedniej strony');
    expect(i18nProvider.translate('ra.navigation.page_rows_per_page')).toBe('Wierszy na stronę:');
    expect(i18nProvider.translate('ra.navigation.no_results')).toBe('Nic nie znaleziono.');
    expect(i18nProvider.translate('ra.message.are_you_sure')).not.toMatch(/Are you sure/);
  });
});
