import { describe, expect, it } from 'vitest';
import { activeSection, SCROLL_SPY_OFFSET } from './scrollSpy';

const sections = [
  { id: 'start', top: 64 },
  { id: 'ostrzezenia', top: 900 },
  { id: 'kontakt', top: 1700 },
];

describe('activeSection', () => {
  it('uses the 200 px offset of the spec', () => {
    expect(SCROLL_SPY_OFFSET).toBe(200);
  });
  it('starts on the hero', () => {
    expect(activeSection(sections, 0)).toBe('start');
  });
  it('switches once a section top passes scrollY + 200', () => {
    expect(activeSection(sections, 699)).toBe('start');
    expect(activeSection(sections, 700)).toBe('ostrzezenia');
    expect(activeSection(sections, 1499)).toBe('ostrzezenia');
    expect(activeSection(sections, 1500)).toBe('kontakt');
    expect(activeSection(sections, 5000)).toBe('kontakt');
  });
  it('answers null when no section is reached yet', () => {
    expect(activeSection([{ id: 'start', top: 400 }], 0)).toBeNull();
    expect(activeSection([], 100)).toBeNull();
  });
});
