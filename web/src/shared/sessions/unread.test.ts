import { beforeEach, describe, expect, it } from 'vitest';
import { hasUnread } from './queries';
import { isUnread, isUnseenActivity, readSeenMap, rememberSeen, SEEN_MAP_KEYS } from './unread';

const row = (over: Partial<{ isParticipant: boolean; seenAt: string | null; lastActivity: string }> = {}) => ({
  id: 7,
  isParticipant: true,
  seenAt: null,
  lastActivity: '2026-11-21T20:00:00.000Z',
  ...over,
});

describe('the unread rule', () => {
  beforeEach(() => localStorage.clear());

  it('marks a session a participant has never seen', () => {
    expect(isUnread(row())).toBe(true);
  });

  it('never marks a session of others', () => {
    expect(isUnread(row({ isParticipant: false }))).toBe(false);
  });

  it('marks only activity later than the seen time', () => {
    expect(isUnread(row({ seenAt: '2026-11-21T20:00:00Z' }))).toBe(false);
    expect(isUnread(row({ seenAt: '2026-11-21T19:59:59.999Z' }))).toBe(true);
  });

  it('takes the later of the server and the browser seen times', () => {
    rememberSeen('general', 7, '2026-11-21T20:00:00.000Z');
    const map = readSeenMap('general');
    expect(isUnread(row({ seenAt: '2026-11-20T10:00:00Z' }), map)).toBe(false);
    expect(isUnread(row({ lastActivity: '2026-11-21T21:00:00Z' }), map)).toBe(true);
  });

  it('keeps a separate seen map per kind and never moves one backwards', () => {
    rememberSeen('private', 3, '2026-11-21T20:00:00Z');
    rememberSeen('private', 3, '2026-11-01T20:00:00Z');
    expect(readSeenMap('private')).toEqual({ 3: '2026-11-21T20:00:00Z' });
    expect(localStorage.getItem(SEEN_MAP_KEYS.general)).toBeNull();
  });

  it('survives a damaged seen map', () => {
    localStorage.setItem(SEEN_MAP_KEYS.general, '{nie json');
    expect(readSeenMap('general')).toEqual({});
  });
});

describe("the sidebar's dot from the unread summary", () => {
  beforeEach(() => localStorage.clear());
  const summary = (general: { id: number; lastActivity: string }[], priv: { id: number; lastActivity: string }[] = []) => ({
    general,
    private: priv,
  });
  const entry = { id: 7, lastActivity: '2026-11-21T20:00:00.000Z' };

  it('lights for an entry the server counts unread that this browser has not shown', () => {
    expect(isUnseenActivity(entry)).toBe(true);
    expect(hasUnread(summary([entry]), 'general', readSeenMap('general'))).toBe(true);
    expect(hasUnread(summary([entry]), 'private', readSeenMap('private'))).toBe(false);
  });

  it('stays out when the seen map holds a time at or after the activity', () => {
    rememberSeen('general', 7, '2026-11-21T20:00:00Z');
    expect(hasUnread(summary([entry]), 'general', readSeenMap('general'))).toBe(false);
    rememberSeen('general', 8, '2026-11-21T20:00:00Z');
    expect(hasUnread(summary([entry, { id: 8, lastActivity: '2026-11-21T20:00:01Z' }]), 'general', readSeenMap('general'))).toBe(true);
  });

  it("keeps each kind's seen map to itself, and is out without a summary", () => {
    rememberSeen('private', 7, '2026-11-21T21:00:00Z');
    expect(hasUnread(summary([entry]), 'general', readSeenMap('general'))).toBe(true);
    expect(hasUnread(summary([], [entry]), 'private', readSeenMap('private'))).toBe(false);
    expect(hasUnread(undefined, 'general', {})).toBe(false);
  });
});
