import { describe, expect, it } from 'vitest';
import { COLLECTIONS, collection, entryParam, hitLocation, hitPlace, isCollectionKey } from './collections';

describe('the table of collections', () => {
  it('holds the fifteen collections once each, at their own routes', () => {
    expect(COLLECTIONS).toHaveLength(15);
    expect(new Set(COLLECTIONS.map((c) => c.key)).size).toBe(15);
    expect(new Set(COLLECTIONS.map((c) => c.route)).size).toBe(15);
    expect(collection('infos').route).toBe('infopanel');
    expect(collection('infos2').route).toBe('infopanel2');
    expect(collection('mag').route).toBe('mag');
  });

  it('gives each page the heading of spec 3 §2.1', () => {
    expect(Object.fromEntries(COLLECTIONS.map((c) => [c.key, c.heading]))).toEqual({
      werewolves: 'Wilkołaki',
      vampires: 'Wampiry',
      mag: 'Magowie',
      guards: 'Ludzie',
      inmates: 'Osadzeni',
      spells: 'Zaklęcia',
      rules: 'Regulamin',
      law: 'Prawo',
      mechanics: 'Mechanika Gry',
      cults: 'Kulty',
      technology: 'Technologie',
      drugs: 'Używki',
      npc: 'NPC',
      infos: 'Miasto',
      infos2: 'Informacje',
    });
  });

  it('labels the add buttons as spec 3 §2.2 does', () => {
    const labels = COLLECTIONS.filter((c) => !c.key.startsWith('infos')).map((c) => c.addLabel);
    expect(labels).toEqual([
      'Dodaj Wilkołaka',
      'Dodaj Wampira',
      'Dodaj Maga',
      'Dodaj Strażnika',
      'Dodaj Osadzonego',
      'Dodaj Zaklęcie',
      'Dodaj Zasadę',
      'Dodaj Przepis',
      'Dodaj Mechanikę',
      'Dodaj Kult',
      'Dodaj Technologię',
      'Dodaj Lek',
      'Dodaj NPC',
    ]);
  });

  it('asks before a deletion in the words of spec 3 §5', () => {
    expect(collection('werewolves').deleteQuestion).toBe('Czy na pewno chcesz usunąć tego wilkołaka?');
    expect(collection('rules').deleteQuestion).toBe('Czy na pewno chcesz usunąć tę zasadę?');
    expect(collection('law').deleteQuestion).toBe('Czy na pewno chcesz usunąć ten przepis?');
    expect(collection('mechanics').deleteQuestion).toBe('Czy na pewno chcesz usunąć tę mechanikę?');
    expect(collection('cults').deleteQuestion).toBe('Czy na pewno chcesz usunąć ten kult?');
    expect(collection('technology').deleteQuestion).toBe('Czy na pewno chcesz usunąć tę technologię?');
    expect(collection('drugs').deleteQuestion).toBe('Czy na pewno chcesz usunąć tą używkę?');
    expect(collection('npc').deleteQuestion).toBe('Czy na pewno chcesz usunąć tego NPC?');
    for (const c of COLLECTIONS) expect(c.deleteQuestion).toMatch(/^Czy na pewno chcesz usunąć .+\?$/);
  });

  it('refuses empty entries and failed saves in each collection’s words (spec 3 §5, §8)', () => {
    expect(collection('spells').required).toBe('Tytuł i opis nie mogą być puste!');
    expect(collection('npc').required).toBe('Tytuł i opis nie mogą być puste!');
    expect(collection('law').required).toBe('Tytuł i opis są wymagane!');
    expect(collection('infos').required).toBe('Tytuł i treść są wymagane');
    expect(collection('infos2').required).toBe('Tytuł i treść są wymagane');
    expect(collection('drugs').saveFailed).toBe('Wystąpił błąd podczas zapisu.');
    expect(collection('cults').saveFailed).toBe('Wystąpił błąd podczas zapisu. Sprawdź konsolę.');
  });

  it('gives covers to the multipart collections only and enlarges images on drugs, NPC, Miasto and Informacje', () => {
    for (const c of COLLECTIONS) expect(c.cover).toBe(c.format === 'multipart');
    expect(COLLECTIONS.filter((c) => c.cover).map((c) => c.key)).toEqual([
      'werewolves', 'vampires', 'mag', 'guards', 'inmates', 'spells', 'rules', 'mechanics', 'cults', 'technology',
    ]);
    expect(COLLECTIONS.filter((c) => c.enlargeImages).map((c) => c.key)).toEqual(['drugs', 'npc', 'infos', 'infos2']);
    expect(COLLECTIONS.filter((c) => c.format === 'info').map((c) => c.bodyLabel)).toEqual(['Treść', 'Treść']);
  });

  it('lets only the rules page go by width, keep the server order and append what it creates', () => {
    const special = COLLECTIONS.filter((c) => c.detailRule === 'width' || c.serverOrder || c.appendCreated).map((c) => c.key);
    expect(special).toEqual(['rules']);
    expect(collection('rules')).toMatchObject({ detailRule: 'width', serverOrder: true, appendCreated: true });
  });
});

describe('search hits', () => {
  it('lead to their page with the entry named', () => {
    expect(hitLocation('werewolves', 12)).toBe('/home/werewolves?entry=12');
    expect(hitLocation('infos2', 3)).toBe('/home/infopanel2?entry=3');
    expect(hitLocation('bestiary', 7)).toBe('/home/bestiary?entry=7');
    expect(hitLocation('gossip', 7)).toBeNull();
    expect(hitPlace('mag')).toBe('Magowie');
    expect(hitPlace('bestiary')).toBe('Bestiariusz');
    expect(isCollectionKey('bestiary')).toBe(false);
  });

  it('name the entry by a positive whole number only', () => {
    expect(entryParam(new URLSearchParams('entry=12'))).toBe(12);
    for (const bad of ['', 'entry=', 'entry=0', 'entry=-3', 'entry=1.5', 'entry=abc']) {
      expect(entryParam(new URLSearchParams(bad))).toBeNull();
    }
  });
});
