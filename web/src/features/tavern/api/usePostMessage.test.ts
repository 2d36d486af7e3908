import { describe, expect, it } from 'vitest';
import { ApiError } from '@mrok/sdk';
import { isPresenceLost } from './usePostMessage';

const refusal = (status: number, code?: string) =>
  new ApiError({ method: 'POST', url: '/tavern/messages' }, { url: '/x', ok: false, status, statusText: 'x', body: { message: 'Nie', code } }, 'x');

describe('a refused tavern post', () => {
  it('means the server lost the player when it says so with a 409', () => {
    expect(isPresenceLost(refusal(409, 'not_in_tavern'))).toBe(true);
    expect(isPresenceLost(refusal(409, 'no_tavern_room'))).toBe(true);
    expect(isPresenceLost(refusal(409, 'other_tavern_room'))).toBe(true);
  });

  it('means nothing of the kind for flooding, a bad message or a network failure', () => {
    expect(isPresenceLost(refusal(429, 'too_many_requests'))).toBe(false);
    expect(isPresenceLost(refusal(400, 'blank_message'))).toBe(false);
    expect(isPresenceLost(refusal(409, 'closed'))).toBe(false);
    expect(isPresenceLost(new TypeError('Failed to fetch'))).toBe(false);
  });
});
