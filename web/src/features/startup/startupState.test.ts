import { describe, expect, it } from 'vitest';
import { decideStartup } from './startupState';

const done = <T,>(data?: T) => ({ data, settled: true });
const pending = { settled: false };
const free = done({ blocked: false, daysLeft: 0 });
const noMessage = done({ hasMessage: false });

describe('start-up sequence', () => {
  it('lets a visitor without a token straight through', () => {
    expect(decideStartup({ token: null, role: 'mieszkaniec', character: pending, prison: pending, resident: pending }).kind).toBe('open');
  });

  it('waits for the character and prison checks', () => {
    expect(decideStartup({ token: 't', role: 'admin', character: pending, prison: pending, resident: pending }).kind).toBe('loading');
    expect(decideStartup({ token: 't', role: 'admin', character: done({}), prison: pending, resident: pending }).kind).toBe('loading');
  });

  it('puts a prisoner in prison whatever the role', () => {
    const prison = done({ blocked: true, message: null, daysLeft: 3, releaseDate: '2026-12-01' });
    expect(decideStartup({ token: 't', role: 'admin', character: done({}), prison, resident: pending })).toEqual({
      kind: 'prison', message: null, daysLeft: 3, releaseDate: '2026-12-01',
    });
  });

  it('blocks residents, and only residents, while an announcement is active', () => {
    const resident = done({ hasMessage: true, title: 'Przerwa', content: '<p>Wracamy jutro</p>', updatedAt: '2026-11-21T10:00:00Z' });
    expect(decideStartup({ token: 't', role: 'mieszkaniec', character: done({}), prison: free, resident }).kind).toBe('resident-block');
    expect(decideStartup({ token: 't', role: 'admin', character: done({}), prison: free, resident }).kind).toBe('open');
    expect(decideStartup({ token: 't', role: 'mistrz_gry', character: done({}), prison: free, resident }).kind).toBe('open');
    expect(decideStartup({ token: 't', role: 'mieszkaniec', character: done({}), prison: free, resident: noMessage }).kind).toBe('open');
  });

  it('treats failed checks as no block', () => {
    const failed = { settled: true };
    expect(decideStartup({ token: 't', role: 'mieszkaniec', character: failed, prison: failed, resident: failed }).kind).toBe('open');
  });
});
