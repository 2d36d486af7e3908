import { describe, expect, it } from 'vitest';
import { healthColor, percent } from './meter';

describe('a labelled bar', () => {
  it('colours health green above 60 %, orange above 30 %, red otherwise', () => {
    expect(healthColor(100, 100)).toBe('green');
    expect(healthColor(61, 100)).toBe('green');
    expect(healthColor(60, 100)).toBe('orange');
    expect(healthColor(31, 100)).toBe('orange');
    expect(healthColor(30, 100)).toBe('red');
    expect(healthColor(0, 100)).toBe('red');
    expect(healthColor(5, 0)).toBe('red');
  });

  it('fills in percent, kept within 0–100', () => {
    expect(percent(75, 100)).toBe(75);
    expect(percent(30, 60)).toBe(50);
    expect(percent(120, 100)).toBe(100);
    expect(percent(-3, 100)).toBe(0);
    expect(percent(5, 0)).toBe(0);
  });
});
