import { describe, expect, it } from 'vitest';
import { isUnreadConversation } from '../../shared/messages/queries';
import { stripBullets } from './texts';

describe('a reply', () => {
  it('loses the list-bullet markers at the start of its lines, and nothing else', () => {
    expect(stripBullets('<p>- Idę</p><p>• Już</p><p>1. Raz</p>')).toBe('<p>Idę</p><p>Już</p><p>Raz</p>');
    expect(stripBullets('<p>Tak - i nie</p>')).toBe('<p>Tak - i nie</p>');
  });
});

describe('a conversation', () => {
  it('is unread when never seen or written to since', () => {
    expect(isUnreadConversation({ seen_at: undefined, last_activity: '2026-11-23T08:00:00Z' })).toBe(true);
    expect(isUnreadConversation({ seen_at: '2026-11-23T07:00:00Z', last_activity: '2026-11-23T08:00:00Z' })).toBe(true);
    expect(isUnreadConversation({ seen_at: '2026-11-23T08:00:00Z', last_activity: '2026-11-23T08:00:00Z' })).toBe(false);
  });
});
