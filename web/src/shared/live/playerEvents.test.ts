import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { announcementKeys } from '../announcements/queries';
import { conversationKeys } from '../messages/queries';
import { reportKeys } from '../reports/keys';
import { sessionKeys } from '../sessions/queries';
import { applyPlayerFrame } from './playerEvents';

describe("the player's socket", () => {
  it('hands each frame to the feature that knows it', () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    applyPlayerFrame(client, { type: 'global_message', id: 4 });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: announcementKeys.unread() });
    invalidate.mockClear();
    applyPlayerFrame(client, { type: 'session_activity', session_id: 7, kind: 'private', last_activity: '2026-11-23T08:00:00Z' });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: sessionKeys.unread() });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: sessionKeys.pages('private') });
    expect(invalidate).not.toHaveBeenCalledWith({ queryKey: announcementKeys.unread() });
    invalidate.mockClear();
    applyPlayerFrame(client, { type: 'conversation_activity', conversation_id: 5, last_activity: '2026-11-23T08:00:00Z' });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['conversations', 'list'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: conversationKeys.detail(5) });
    expect(invalidate).not.toHaveBeenCalledWith({ queryKey: sessionKeys.unread() });
    invalidate.mockClear();
    applyPlayerFrame(client, { type: 'report_reviewed', report_id: 3 });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: reportKeys.mine() });
    expect(invalidate).toHaveBeenCalledTimes(1);
    invalidate.mockClear();
    applyPlayerFrame(client, { type: 'something_else' });
    expect(invalidate).not.toHaveBeenCalled();
  });
});
