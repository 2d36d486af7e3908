import { describe, expect, it } from 'vitest';
import { NOT_SET, cardView, detailOf, hasCharacterData, parseInformacje, skillLevel } from './sheet';

describe('the informacje text', () => {
  it('is a sheet when it parses as JSON with a skills list', () => {
    const parsed = parseInformacje(JSON.stringify({ skills: [{ id: 1, name: 'Szermierka', level: 4, description: 'Rapier' }] }));
    expect(parsed).toEqual({
      kind: 'sheet',
      skills: [{ id: 1, name: 'Szermierka', level: 4, description: 'Rapier' }],
      flaws: [],
    });
  });

  it('is a sheet when it parses as JSON with only a flaws list', () => {
    const parsed = parseInformacje('{"flaws":[{"name":"Głód krwi"}]}');
    expect(parsed).toEqual({ kind: 'sheet', skills: [], flaws: [{ id: undefined, name: 'Głód krwi', description: undefined }] });
  });

  it('is history when it is not JSON, keeping the text and its line breaks', () => {
    const text = 'Urodzona w Mroku.\nWychowana przez wilki.';
    expect(parseInformacje(text)).toEqual({ kind: 'history', text });
  });

  it('is history when the JSON has neither list', () => {
    expect(parseInformacje('{"skills":"dużo"}')).toEqual({ kind: 'history', text: '{"skills":"dużo"}' });
    expect(parseInformacje('[1,2]')).toEqual({ kind: 'history', text: '[1,2]' });
    expect(parseInformacje('42')).toEqual({ kind: 'history', text: '42' });
    expect(parseInformacje('null')).toEqual({ kind: 'history', text: 'null' });
  });

  it('is empty when missing or blank', () => {
    expect(parseInformacje(undefined)).toEqual({ kind: 'empty' });
    expect(parseInformacje('   ')).toEqual({ kind: 'empty' });
  });

  it('keeps skill levels whole and between 0 and 6, and names every entry', () => {
    expect(skillLevel(9)).toBe(6);
    expect(skillLevel(-2)).toBe(0);
    expect(skillLevel('3')).toBe(3);
    expect(skillLevel(undefined)).toBe(0);
    expect(skillLevel(2.6)).toBe(3);
    const parsed = parseInformacje('{"skills":[{"level":2}, "x", null]}');
    expect(parsed).toEqual({ kind: 'sheet', skills: [{ id: undefined, name: 'Bez nazwy', level: 2, description: undefined }], flaws: [] });
  });
});

describe('the card view', () => {
  it('reads missing text as "Nie określono" and missing numbers as 0', () => {
    const view = cardView({ user: 'Morwena', race: 'Wampir', gender: '' });
    expect(view.name).toBe('Morwena');
    expect(view.age).toBe(NOT_SET);
    expect(view.gender).toBe(NOT_SET);
    expect(view.classType).toBe(NOT_SET);
    expect(view.stats).toEqual({ strength: 0, dexterity: 0, speed: 0, intelligence: 0, willpower: 0, endurance: 0 });
    expect(view.magic).toBe(false);
    expect(view.informacje).toEqual({ kind: 'empty' });
  });

  it('shows the age, the stats and magic "Tak"', () => {
    const view = cardView({ user: 'Morwena', age: 230, magic: 'Tak', strength: 5, willpower: 7 });
    expect(view.age).toBe('230');
    expect(view.magic).toBe(true);
    expect(view.stats.strength).toBe(5);
    expect(view.stats.willpower).toBe(7);
    expect(cardView({ user: 'X', magic: 'Nie' }).magic).toBe(false);
  });

  it('has no character data without a name', () => {
    expect(hasCharacterData(null)).toBe(false);
    expect(hasCharacterData({})).toBe(false);
    expect(hasCharacterData({ user: '  ' })).toBe(false);
    expect(hasCharacterData({ user: 'Morwena' })).toBe(true);
  });
});

describe('the detailed sheet', () => {
  const card = {
    skills: [{ id: 3, name: 'Skradanie', level: 4, description: 'Cicho jak kot.', hidden: false }],
    flaws: [{ id: 5, name: 'Głód krwi', description: '', hidden: false }],
  };

  it("shows the character card's skills and flaws, with the history below", () => {
    expect(detailOf(parseInformacje('Urodzona w Mroku.'), card)).toEqual({
      sheet: {
        skills: [{ id: 3, name: 'Skradanie', level: 4, description: 'Cicho jak kot.' }],
        flaws: [{ id: 5, name: 'Głód krwi', description: undefined }],
      },
      history: 'Urodzona w Mroku.',
    });
    expect(cardView({ user: 'Morwena' }, card).detail.sheet?.skills).toHaveLength(1);
  });

  it('falls back to a sheet written in informacje when the card has none', () => {
    const informacje = parseInformacje('{"skills":[{"name":"Szermierka","level":2}]}');
    expect(detailOf(informacje, { skills: [], flaws: [] }).sheet?.skills[0].name).toBe('Szermierka');
    expect(detailOf(informacje, null).sheet?.skills[0].name).toBe('Szermierka');
  });

  it('shows no sheet without skills or flaws anywhere', () => {
    expect(detailOf(parseInformacje(''), { skills: [], flaws: [] })).toEqual({ sheet: null, history: null });
  });
});
