import { describe, expect, it } from 'vitest';
import { RACE_FILTERS, cell, columnsFor, isRaceFilter, registeredOn } from './playersTable';

describe('the players list', () => {
  it('offers all races and the five race filters of the spec', () => {
    expect(RACE_FILTERS.map((o) => [o.value, o.label])).toEqual([
      ['', 'Wszystkie rasy'],
      ['wampir', 'Wampiry'],
      ['wilkołak', 'Wilkołaki'],
      ['mag', 'Magowie'],
      ['osadzony', 'Osadzeni'],
      ['straznik', 'Ludzie'],
    ]);
    expect(isRaceFilter('mag')).toBe(true);
    expect(isRaceFilter('elf')).toBe(false);
  });

  it('shows the registration date and IP columns to admins only', () => {
    expect(columnsFor(false)).toEqual(['ID', 'Nick', 'Kasta', 'Płeć']);
    expect(columnsFor(true)).toEqual(['ID', 'Nick', 'Kasta', 'Płeć', 'Data rejestracji', 'IP']);
  });

  it('writes dates in Polish and "-" when missing', () => {
    expect(registeredOn('2026-11-21T12:00:00Z')).toBe('21 listopada 2026');
    expect(registeredOn(undefined)).toBe('-');
    expect(registeredOn('nie-data')).toBe('-');
    expect(cell('')).toBe('-');
    expect(cell('127.0.0.1')).toBe('127.0.0.1');
  });
});
