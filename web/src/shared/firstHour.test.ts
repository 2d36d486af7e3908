import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_HOUR_KEY, firstHourSteps, markFirstHour, readFirstHourMarks, showsFirstHour } from './firstHour';

afterEach(() => localStorage.clear());

const fresh = { description: '', avatar: null, inSession: false, marks: {}, userId: 7 };
const done = (facts: Parameters<typeof firstHourSteps>[0]) => firstHourSteps(facts).filter((s) => s.done).map((s) => s.key);

describe("a newcomer's first hour", () => {
  it('starts with nothing done', () => {
    const steps = firstHourSteps(fresh);
    expect(steps.map((s) => s.key)).toEqual(['describe', 'avatar', 'tavern', 'session', 'rules']);
    expect(done(fresh)).toEqual([]);
    expect(steps[0].to).toBe('/home/profile/7');
    expect(showsFirstHour(steps, {})).toBe(true);
  });

  it('follows the profile, the sessions and the places visited', () => {
    expect(done({ ...fresh, description: '<p></p>' })).toEqual([]);
    expect(done({ ...fresh, description: '<p>Wampir z bagien.</p>', avatar: 'uploads/a.png' })).toEqual(['describe', 'avatar']);
    expect(done({ ...fresh, inSession: true, marks: { tavern: true, rules: true } })).toEqual(['tavern', 'session', 'rules']);
  });

  it('hides when all is done, or when dismissed', () => {
    const all = firstHourSteps({ description: '<p>x</p>', avatar: 'a.png', inSession: true, marks: { tavern: true, rules: true }, userId: 1 });
    expect(showsFirstHour(all, {})).toBe(false);
    expect(showsFirstHour(firstHourSteps(fresh), { dismissed: true })).toBe(false);
  });

  it('keeps its marks in localStorage, and survives a broken value', () => {
    markFirstHour('tavern');
    markFirstHour('dismissed');
    expect(readFirstHourMarks()).toEqual({ tavern: true, dismissed: true });
    localStorage.setItem(FIRST_HOUR_KEY, '{nie json');
    expect(readFirstHourMarks()).toEqual({});
  });
});
