import { describe, expect, it } from 'vitest';
import { eventWhen, parseEventDate, todayIso } from './eventDates';

describe('the dates of the events board', () => {
  it('shows a calendar day in Polish, with the time when there is one', () => {
    expect(eventWhen('2026-11-23', '19:30')).toBe('23 listopada 2026, 19:30');
    expect(eventWhen('2026-01-05')).toBe('5 stycznia 2026');
  });

  it('shows what the server sent when it is not a date', () => {
    expect(parseEventDate('2026-02-30')).toBeNull();
    expect(eventWhen('wkrótce', null)).toBe('wkrótce');
  });

  it("gives today's date for the add form", () => {
    // Warsaw's day, not the browser's: 23:30 UTC is already tomorrow in Warsaw.
    expect(todayIso(new Date('2026-11-03T22:59:00Z'))).toBe('2026-11-03');
    expect(todayIso(new Date('2026-11-03T23:30:00Z'))).toBe('2026-11-04');
  });
});
