import { describe, expect, it } from 'vitest';
import { emailHint, loginProblem } from './loginForm';

describe('emailHint', () => {
  it('stays quiet for an empty field', () => {
    expect(emailHint('')).toBeNull();
  });
  it('asks for a valid address while the value has no @', () => {
    expect(emailHint('gracz')).toBe('Wprowadź prawidłowy adres e-mail');
    expect(emailHint(' ')).toBe('Wprowadź prawidłowy adres e-mail');
  });
  it('is satisfied by any value with an @', () => {
    expect(emailHint('gracz@')).toBeNull();
    expect(emailHint('gracz@mrok.pl')).toBeNull();
  });
});

describe('loginProblem', () => {
  it('requires both fields', () => {
    expect(loginProblem('', '')).toBe('Proszę wypełnić wszystkie pola');
    expect(loginProblem('gracz@mrok.pl', '')).toBe('Proszę wypełnić wszystkie pola');
    expect(loginProblem('', 'Haslo123')).toBe('Proszę wypełnić wszystkie pola');
    expect(loginProblem('   ', 'Haslo123')).toBe('Proszę wypełnić wszystkie pola');
  });
  it('lets a filled form through (the server judges the address)', () => {
    expect(loginProblem('gracz@mrok.pl', 'Haslo123')).toBeNull();
    expect(loginProblem('gracz', ' ')).toBeNull();
  });
});
