import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { applySessionActivity, sessionActivityOf } from './liveActivity';
import { sessionKeys } from './queries';

function cached() {
  const client = new QueryClient();
  for (const key of [
    sessionKeys.unread(),
    sessionKeys.page('private', 1),
    sessionKeys.page('private', 3),
    sessionKeys.detail('private', 7),
    sessionKeys.detail('private', 8),
    sessionKeys.messages('private', 7, 2),
    sessionKeys.page('general', 1),
    sessionKeys.archive('private'),
  ]) {
    client.setQueryData(key, []);
  }
  return client;
}

const stale = (client: QueryClient, key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;

describe('a pushed session activity', () => {
  it('refreshes the unread summary, the list pages of its kind and that session, nothing else', () => {
    const client = cached();
    applySessionActivity(client, { type: 'session_activity', session_id: 7, kind: 'private', last_activity: '2026-11-23T10:00:00Z' });
    expect(stale(client, sessionKeys.unread())).toBe(true);
    expect(stale(client, sessionKeys.page('private', 1))).toBe(true);
    expect(stale(client, sessionKeys.page('private', 3))).toBe(true);
    expect(stale(client, sessionKeys.detail('private', 7))).toBe(true);
    expect(stale(client, sessionKeys.detail('private', 8))).toBe(false);
    // The open view asks for its messages itself once the detail shows the activity.
    expect(stale(client, sessionKeys.messages('private', 7, 2))).toBe(false);
    expect(stale(client, sessionKeys.page('general', 1))).toBe(false);
    expect(stale(client, sessionKeys.archive('private'))).toBe(false);
  });

  it('ignores other frames and malformed ones', () => {
    const client = cached();
    for (const frame of [
      { type: 'message', session_id: 7, kind: 'private' },
      { type: 'session_activity', session_id: '7', kind: 'private' },
      { type: 'session_activity', session_id: 7, kind: 'secret' },
      { type: 'session_activity', kind: 'private' },
    ]) {
      expect(sessionActivityOf(frame)).toBeNull();
      applySessionActivity(client, frame);
    }
    expect(stale(client, sessionKeys.unread())).toBe(false);
    expect(stale(client, sessionKeys.page('private', 1))).toBe(false);
    expect(sessionActivityOf({ type: 'session_activity', session_id: 3, kind: 'general' })).toEqual({ kind: 'general', id: 3 });
  });
});
