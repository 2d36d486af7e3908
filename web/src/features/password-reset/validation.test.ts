import { describe, expect, it } from 'vitest';
import {
  EMAIL_INVALID,
  EMAIL_REQUIRED,
  PASSWORDS_DIFFER,
  PASSWORD_TOO_SHORT,
  PASSWORD_TOO_WEAK,
  emailError,
  isValidEmail,
  newPasswordError,
} from './validation';

describe('forgot-password e-mail', () => {
  it('asks for an address when the field is empty or blank', () => {
    expect(emailError('')).toBe(EMAIL_REQUIRED);
    expect(emailError('   ')).toBe(EMAIL_REQUIRED);
  });

  it('accepts an address with one @ and text on both sides, ignoring surrounding spaces', () => {
    expect(emailError('gracz@mrok.pl')).toBeNull();
    expect(emailError('  Gracz@Mrok.pl  ')).toBeNull();
    expect(isValidEmail('a@b')).toBe(true);
    expect(isValidEmail('żółw@mrok.pl')).toBe(true);
  });

  it('refuses addresses the server refuses', () => {
    for (const bad of ['gracz', '@mrok.pl', 'gracz@', 'a@b@c', 'gra cz@mrok.pl', 'gracz@.pl', 'gracz@mrok.', 'a\t@b']) {
      expect(emailError(bad), bad).toBe(EMAIL_INVALID);
    }
  });

  it('refuses addresses longer than 254 characters', () => {
    const long = `${'a'.repeat(250)}@mrok.pl`;
    expect(isValidEmail(long)).toBe(false);
  });
});

describe('new password', () => {
  it('needs at least 6 characters, counting Polish letters as one', () => {
    expect(newPasswordError('Ab1', 'Ab1')).toBe(PASSWORD_TOO_SHORT);
    expect(newPasswordError('Ąb1cd', 'Ąb1cd')).toBe(PASSWORD_TOO_SHORT);
    expect(newPasswordError('Ąb1cdę', 'Ąb1cdę')).toBeNull();
  });

  it('checks the length before the match', () => {
    expect(newPasswordError('abc', 'xyz')).toBe(PASSWORD_TOO_SHORT);
  });

  it('needs both fields to match', () => {
    expect(newPasswordError('Mrok2024', 'Mrok2025')).toBe(PASSWORDS_DIFFER);
  });

  it('needs a strength score of at least 50', () => {
    // 6+ characters only: 25 points.
    expect(newPasswordError('!!!!!!', '!!!!!!')).toBe(PASSWORD_TOO_WEAK);
    // 6+ and lowercase: 50 points, enough.
    expect(newPasswordError('abcdef', 'abcdef')).toBeNull();
  });

  it('accepts a strong matching password', () => {
    expect(newPasswordError('Ciemnosc13', 'Ciemnosc13')).toBeNull();
  });
});

describe("the estimator's rule at a reset", () => {
  it("refuses a popular password the spec's score lets through, after the spec's rules", () => {
    const popular = { score: 1, wholeListEntry: false };
    expect(newPasswordError('Password1', 'Password1')).toBeNull();
    expect(newPasswordError('Password1', 'Password1', popular)).toBe('Hasło jest zbyt popularne — wybierz inne.');
    expect(newPasswordError('Password1', 'Password2', popular)).toBe(PASSWORDS_DIFFER);
    expect(newPasswordError('Haslo123', 'Haslo123', { score: 2, wholeListEntry: false })).toBeNull();
  });
});
