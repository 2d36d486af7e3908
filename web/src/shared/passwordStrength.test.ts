import { describe, expect, it } from 'vitest';
import { registrationScore, resetScore, strengthLabel } from './passwordStrength';

describe('registration score', () => {
  it('gives 25 points for each trait', () => {
    expect(registrationScore('')).toBe(0);
    expect(registrationScore('abc')).toBe(25);
    expect(registrationScore('abcdefgh')).toBe(50);
    expect(registrationScore('Abcdefgh')).toBe(75);
    expect(registrationScore('Abcdefg1')).toBe(100);
    expect(registrationScore('ABC1')).toBe(50);
  });

  it('counts Polish letters as letters', () => {
    expect(registrationScore('ŻÓŁW')).toBe(25);
    expect(registrationScore('żółw')).toBe(25);
  });
});

describe('reset score', () => {
  it('counts both length steps and caps at 100', () => {
    expect(resetScore('abc')).toBe(25);
    expect(resetScore('abcdef')).toBe(50);
    expect(resetScore('abcdefgh')).toBe(75);
    expect(resetScore('Abcdefg1')).toBe(100);
    expect(resetScore('Ab1')).toBe(75);
  });
});

describe('labels', () => {
  it('follow the spec thresholds', () => {
    expect(strengthLabel(0)).toBe('Bardzo słabe');
    expect(strengthLabel(24)).toBe('Bardzo słabe');
    expect(strengthLabel(25)).toBe('Słabe');
    expect(strengthLabel(49)).toBe('Słabe');
    expect(strengthLabel(50)).toBe('Średnie');
    expect(strengthLabel(74)).toBe('Średnie');
    expect(strengthLabel(75)).toBe('Silne');
    expect(strengthLabel(100)).toBe('Silne');
  });
});
