import { describe, expect, it } from 'vitest';
import {
  EMPTY_ENTRY,
  EMPTY_SECONDARY,
  MESSAGES,
  ageError,
  avatarFileError,
  entryError,
  entryPayload,
  parseAge,
  parseLevel,
  secondaryError,
  secondaryErrors,
  secondaryPayload,
  statusError,
} from './validation';

describe('status', () => {
  it('allows at most 128 characters after trimming', () => {
    expect(statusError('ż'.repeat(128))).toBeNull();
    expect(statusError(`  ${'a'.repeat(128)}  `)).toBeNull();
    expect(statusError('ż'.repeat(129))).toBe(MESSAGES.statusTooLong);
    expect(statusError('')).toBeNull();
  });
});

describe('age', () => {
  it('is a whole number from 1 to 9999', () => {
    expect(parseAge('1')).toBe(1);
    expect(parseAge(' 9999 ')).toBe(9999);
    expect(parseAge('0')).toBeNull();
    expect(parseAge('10000')).toBeNull();
    expect(parseAge('2.5')).toBeNull();
    expect(parseAge('-4')).toBeNull();
    expect(parseAge('')).toBeNull();
    expect(ageError('abc')).toBe('Podaj prawidłowy wiek (1-9999)');
    expect(ageError('300')).toBeNull();
  });
});

describe('skills and flaws', () => {
  it('need a name; skills need a level from 1 to 6', () => {
    expect(entryError('skill', { ...EMPTY_ENTRY, name: '  ' })).toBe('Nazwa umiejętności jest wymagana!');
    expect(entryError('flaw', { ...EMPTY_ENTRY, name: '' })).toBe('Nazwa wady jest wymagana');
    expect(entryError('skill', { ...EMPTY_ENTRY, name: 'Szermierka', level: '7' })).toBe('Poziom umiejętności musi być między 1 a 6');
    expect(entryError('skill', { ...EMPTY_ENTRY, name: 'Szermierka', level: '0' })).toBe(MESSAGES.skillLevel);
    expect(entryError('skill', { ...EMPTY_ENTRY, name: 'Szermierka', level: '6' })).toBeNull();
    expect(entryError('flaw', { ...EMPTY_ENTRY, name: 'Tchórz', level: '' })).toBeNull();
    expect(parseLevel('4')).toBe(4);
  });

  it('keep to the server’s lengths', () => {
    expect(entryError('flaw', { ...EMPTY_ENTRY, name: 'a'.repeat(101) })).toBe(MESSAGES.entryTooLong);
    expect(entryError('flaw', { ...EMPTY_ENTRY, name: 'a', description: 'b'.repeat(2001) })).toBe(MESSAGES.entryTooLong);
  });

  it('send trimmed text, a level only for skills and the hidden flag only from admins', () => {
    const draft = { name: ' Szermierka ', level: '4', description: ' z mieczem ', hidden: true };
    expect(entryPayload('skill', draft, false)).toEqual({ name: 'Szermierka', level: 4, description: 'z mieczem', hidden: false });
    expect(entryPayload('skill', draft, true).hidden).toBe(true);
    expect(entryPayload('flaw', draft, true)).toEqual({ name: 'Szermierka', description: 'z mieczem', hidden: true });
  });
});

describe('creating a secondary character', () => {
  const full = { name: 'Łucja', age: '', race: 'Wampir', gender: 'Kobieta', magic: 'Tak' };

  it('requires name, race, gender and magic, in that order', () => {
    expect(secondaryError(EMPTY_SECONDARY)).toBe('Imię postaci jest wymagane!');
    expect(secondaryError({ ...full, race: '' })).toBe('Rasa jest wymagana!');
    expect(secondaryError({ ...full, gender: '' })).toBe('Płeć jest wymagana!');
    expect(secondaryError({ ...full, magic: '' })).toBe('Zdolności magiczne są wymagane!');
    expect(secondaryError(full)).toBeNull();
  });

  it('names the error of every field at once', () => {
    expect(secondaryErrors(EMPTY_SECONDARY)).toEqual({
      name: 'Imię postaci jest wymagane!',
      race: 'Rasa jest wymagana!',
      gender: 'Płeć jest wymagana!',
      magic: 'Zdolności magiczne są wymagane!',
    });
    expect(secondaryErrors({ ...EMPTY_SECONDARY, name: 'Ab', age: '0', race: 'Wampir' })).toEqual({
      name: MESSAGES.nameLength,
      age: MESSAGES.age,
      gender: 'Płeć jest wymagana!',
      magic: 'Zdolności magiczne są wymagane!',
    });
  });

  it('keeps the name to 3–30 characters and the optional age to 1–9999', () => {
    expect(secondaryError({ ...full, name: 'Ab' })).toBe(MESSAGES.nameLength);
    expect(secondaryError({ ...full, age: '0' })).toBe(MESSAGES.age);
    expect(secondaryError({ ...full, age: '120' })).toBeNull();
  });

  it('sends the age only when given', () => {
    expect(secondaryPayload(7, full)).toEqual({ userId: 7, name: 'Łucja', race: 'Wampir', gender: 'Kobieta', magic: 'Tak' });
    expect(secondaryPayload(7, { ...full, name: ' Łucja ', age: '120' })).toMatchObject({ name: 'Łucja', age: 120 });
  });
});

describe('avatar files', () => {
  it('must be chosen, be an image and weigh at most 5 MB', () => {
    expect(avatarFileError(null)).toBe('Brak wybranego pliku!');
    expect(avatarFileError({ type: 'text/plain', size: 10 })).toBe('Wybrany plik nie jest obrazem');
    expect(avatarFileError({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toBe('Plik jest za duży (maksymalnie 5MB)');
    expect(avatarFileError({ type: 'image/png', size: 5 * 1024 * 1024 })).toBeNull();
  });
});
