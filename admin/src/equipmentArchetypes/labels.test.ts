import { describe, expect, it } from 'vitest';
import { KIND_CHOICES, PRIMARY_STAT_CHOICES, archetypeSummary, deleteArchetypeQuestion, valueLabel } from './labels';

describe('the equipment’s Polish words', () => {
  it('names the kinds and the seven stats an item may draw on', () => {
    expect(KIND_CHOICES).toEqual([
      { id: 'weapon', name: 'Broń' },
      { id: 'armor', name: 'Zbroja' },
    ]);
    expect(PRIMARY_STAT_CHOICES.map((choice) => choice.name)).toEqual([
      'Siła',
      'Zręczność',
      'Szybkość',
      'Inteligencja',
      'Siła woli',
      'Wytrzymałość',
      'Magia',
    ]);
  });

  it('says what the numbers are for each kind, in one line on a phone', () => {
    expect(valueLabel('weapon')).toBe('obrażenia');
    expect(valueLabel('armor')).toBe('pancerz');
    expect(archetypeSummary({ id: 1, kind: 'armor', name: 'Szata', description: '', primaryStat: 'magic', base: 7, perLevel: 2 })).toBe(
      'Zbroja · Magia · pancerz 7 (+2 na poziom)',
    );
    expect(deleteArchetypeQuestion(undefined)).toContain('Usunąć „”?');
  });
});
