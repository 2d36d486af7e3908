import { describe, expect, it } from 'vitest';
import { meterScore, registrationScore, resetScore, strengthLabel, tooPopular } from './passwordStrength';

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

describe("the estimator's rule", () => {
  it('refuses a score under 2 or a whole list entry', () => {
    expect(tooPopular({ score: 0, wholeListEntry: false })).toBe(true);
    expect(tooPopular({ score: 1, wholeListEntry: false })).toBe(true);
    expect(tooPopular({ score: 2, wholeListEntry: false })).toBe(false);
    expect(tooPopular({ score: 4, wholeListEntry: false })).toBe(false);
    expect(tooPopular({ score: 3, wholeListEntry: true })).toBe(true);
  });

  it("caps the bar at the estimator's quarter, and at 'Słabe' for a refused password", () => {
    expect(meterScore(100, null)).toBe(100); // not loaded yet: the spec's score
    expect(meterScore(100, { score: 4, wholeListEntry: false })).toBe(100);
    expect(meterScore(100, { score: 2, wholeListEntry: false })).toBe(50);
    expect(meterScore(50, { score: 4, wholeListEntry: false })).toBe(50);
    expect(meterScore(100, { score: 1, wholeListEntry: false })).toBe(25);
    expect(meterScore(100, { score: 0, wholeListEntry: false })).toBe(0);
    expect(meterScore(100, { score: 3, wholeListEntry: true })).toBe(25);
    // 'Średnie' or better only when both rules let the password through.
    expect(strengthLabel(meterScore(100, { score: 1, wholeListEntry: false }))).toBe('Słabe');
  });
});
