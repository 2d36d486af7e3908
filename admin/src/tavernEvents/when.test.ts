import { describe, expect, it } from 'vitest';
import { eventWhen, isOver, todayIso } from './when';

describe('an event’s time', () => {
  it('reads as players read it, with the hour when there is one', () => {
    expect(eventWhen({ date: '2099-05-01', time: '18:30' })).toBe('01.05.2099, 18:30');
    expect(eventWhen({ date: '2099-05-01' })).toBe('01.05.2099');
  });

  it('is over from the next day on', () => {
    expect(isOver({ date: '2026-11-22' }, '2026-11-23')).toBe(true);
    expect(isOver({ date: '2026-11-23' }, '2026-11-23')).toBe(false);
    expect(todayIso(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
