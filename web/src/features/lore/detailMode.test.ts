import { describe, expect, it } from 'vitest';
import { detailMode, toggledEntry } from './detailMode';

describe('where an opened entry shows', () => {
  it('opens a modal on a window at least 800 px tall, inline below (spec 3 §2.2, §9)', () => {
    expect(detailMode('height', { width: 1400, height: 800 })).toBe('modal');
    expect(detailMode('height', { width: 390, height: 844 })).toBe('modal');
    expect(detailMode('height', { width: 1400, height: 799 })).toBe('inline');
    expect(detailMode('height', { width: 1920, height: 700 })).toBe('inline');
  });

  it('goes by width on the rules page: inline under 600 px, a modal from there on', () => {
    expect(detailMode('width', { width: 599, height: 1000 })).toBe('inline');
    expect(detailMode('width', { width: 600, height: 500 })).toBe('modal');
  });

  it('keeps one entry open inline, a second click closing it; a modal always opens', () => {
    expect(toggledEntry(null, 4, 'inline')).toBe(4);
    expect(toggledEntry(4, 4, 'inline')).toBeNull();
    expect(toggledEntry(4, 5, 'inline')).toBe(5);
    expect(toggledEntry(4, 4, 'modal')).toBe(4);
    expect(toggledEntry(null, 4, 'modal')).toBe(4);
  });
});
