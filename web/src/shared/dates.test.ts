import { describe, expect, it } from 'vitest';
import { formatDateTime, formatNumericDate, warsawClock, warsawTime, warsawToday } from './dates';

describe("Warsaw's calendar and clock", () => {
  it('turns the day at midnight in Warsaw, not in UTC or in the browser', () => {
    // Winter: Warsaw is UTC+1.
    expect(warsawToday(new Date('2026-12-01T22:59:59Z'))).toBe('2026-12-01');
    expect(warsawToday(new Date('2026-12-01T23:00:00Z'))).toBe('2026-12-02');
    expect(warsawToday(new Date('2026-12-01T23:30:00Z'))).toBe('2026-12-02');
    // Summer: UTC+2.
    expect(warsawToday(new Date('2026-07-14T21:59:00Z'))).toBe('2026-07-14');
    expect(warsawToday(new Date('2026-07-14T22:00:00Z'))).toBe('2026-07-15');
  });

  it('crosses a year at Warsaw’s midnight', () => {
    expect(warsawToday(new Date('2026-12-31T22:30:00Z'))).toBe('2026-12-31');
    expect(warsawToday(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
  });

  it('follows the spring and autumn clock changes', () => {
    // 29 March 2026: 02:00 CET becomes 03:00 CEST (01:00 UTC).
    expect(warsawClock(new Date('2026-03-29T00:59:00Z'))).toBe('01:59');
    expect(warsawClock(new Date('2026-03-29T01:00:00Z'))).toBe('03:00');
    expect(warsawToday(new Date('2026-03-28T22:59:00Z'))).toBe('2026-03-28');
    expect(warsawToday(new Date('2026-03-28T23:00:00Z'))).toBe('2026-03-29');
    // 25 October 2026: 03:00 CEST becomes 02:00 CET (01:00 UTC); the day still starts at 22:00 UTC before it.
    expect(warsawClock(new Date('2026-10-25T00:59:00Z'))).toBe('02:59');
    expect(warsawClock(new Date('2026-10-25T01:00:00Z'))).toBe('02:00');
    expect(warsawToday(new Date('2026-10-24T21:59:00Z'))).toBe('2026-10-24');
    expect(warsawToday(new Date('2026-10-24T22:00:00Z'))).toBe('2026-10-25');
    // The next midnight is CET's again: 23:00 UTC.
    expect(warsawToday(new Date('2026-10-25T22:59:00Z'))).toBe('2026-10-25');
    expect(warsawToday(new Date('2026-10-25T23:00:00Z'))).toBe('2026-10-26');
  });

  it('gives the fields with hours 0–23', () => {
    expect(warsawTime(new Date('2026-12-01T23:05:00Z'))).toEqual({ year: 2026, month: 12, day: 2, hour: 0, minute: 5 });
    expect(warsawTime(new Date('2026-06-01T03:00:00Z'))).toEqual({ year: 2026, month: 6, day: 1, hour: 5, minute: 0 });
  });

  it("shows instants on Warsaw's clock", () => {
    expect(formatDateTime('2026-12-01T23:30:00Z')).toBe('2 grudnia 2026 00:30');
    expect(formatNumericDate('2026-12-01T23:30:00Z')).toBe('02.12.2026');
    expect(formatDateTime('nie-data')).toBe('-');
  });
});
