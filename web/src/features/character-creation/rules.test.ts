import { describe, expect, it } from 'vitest';
import {
  EMPTY_DRAFT,
  FIELDS_REQUIRED,
  NAME_LENGTH,
  canAdvance,
  isCreatedCharacter,
  isGender,
  isRace,
  nameLength,
  stepError,
  validateCharacter,
  type CharacterDraft,
} from './rules';

const full: CharacterDraft = { name: 'Wiedźma', gender: 'Kobieta', race: 'Wampir' };

describe('character validation', () => {
  it('needs name, gender and race', () => {
    expect(validateCharacter(EMPTY_DRAFT)).toBe(FIELDS_REQUIRED);
    expect(validateCharacter({ ...full, name: '   ' })).toBe(FIELDS_REQUIRED);
    expect(validateCharacter({ ...full, gender: null })).toBe(FIELDS_REQUIRED);
    expect(validateCharacter({ ...full, race: null })).toBe(FIELDS_REQUIRED);
    expect(validateCharacter(full)).toBeNull();
  });

  it('needs a trimmed name of 3 to 30 characters', () => {
    expect(validateCharacter({ ...full, name: 'Ab' })).toBe(NAME_LENGTH);
    expect(validateCharacter({ ...full, name: '  Ab  ' })).toBe(NAME_LENGTH);
    expect(validateCharacter({ ...full, name: 'Abc' })).toBeNull();
    expect(validateCharacter({ ...full, name: 'a'.repeat(30) })).toBeNull();
    expect(validateCharacter({ ...full, name: 'a'.repeat(31) })).toBe(NAME_LENGTH);
  });

  it('counts Polish letters as one character each', () => {
    expect(nameLength('Żółć')).toBe(4);
    expect(validateCharacter({ ...full, name: 'ĄĘ' })).toBe(NAME_LENGTH);
    expect(validateCharacter({ ...full, name: 'ż'.repeat(30) })).toBeNull();
    expect(validateCharacter({ ...full, name: 'ż'.repeat(31) })).toBe(NAME_LENGTH);
  });
});

describe('wizard steps', () => {
  it('moves past step 1 only with a name and a gender', () => {
    expect(canAdvance(0, EMPTY_DRAFT)).toBe(false);
    expect(canAdvance(0, { ...EMPTY_DRAFT, name: 'Kain' })).toBe(false);
    expect(canAdvance(0, { ...EMPTY_DRAFT, gender: 'Mężczyzna' })).toBe(false);
    expect(canAdvance(0, { ...EMPTY_DRAFT, name: '  ', gender: 'Mężczyzna' })).toBe(false);
    expect(canAdvance(0, { ...EMPTY_DRAFT, name: 'Kain', gender: 'Mężczyzna' })).toBe(true);
  });

  it('moves past step 2 only with a race', () => {
    expect(canAdvance(1, { ...full, race: null })).toBe(false);
    expect(canAdvance(1, full)).toBe(true);
  });

  it('keeps a too-short name on step 1', () => {
    expect(stepError(0, { ...EMPTY_DRAFT, name: 'Ka', gender: 'Kobieta' })).toBe(NAME_LENGTH);
    expect(stepError(0, { ...EMPTY_DRAFT, name: 'Kara', gender: 'Kobieta' })).toBeNull();
  });
});

describe('answers and choices', () => {
  it('recognises a created character', () => {
    expect(isCreatedCharacter({ message: 'ok', user: 'Kain', gender: 'Mężczyzna', race: 'Wampir' })).toBe(true);
    expect(isCreatedCharacter({ message: 'ok' })).toBe(false);
    expect(isCreatedCharacter('<html>')).toBe(false);
    expect(isCreatedCharacter(null)).toBe(false);
  });

  it('knows only the Polish names of genders and races', () => {
    expect(isGender('Kobieta')).toBe(true);
    expect(isGender('female')).toBe(false);
    expect(isRace('Wilkołak')).toBe(true);
    expect(isRace('Elf')).toBe(false);
  });
});
