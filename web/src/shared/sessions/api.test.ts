import { describe, expect, it, vi } from 'vitest';

import { LARGEST_MESSAGE_PAGE, everyMessage } from './api';
import type { SessionMessage } from './model';

const message = (id: number) => ({ id }) as SessionMessage;

/** A server holding `count` messages that answers pages as the API does (past the end: the last page). */
function server(count: number) {
  return vi.fn(async (page: number) => {
    const pages = Math.max(1, Math.ceil(count / LARGEST_MESSAGE_PAGE));
    const start = (Math.min(page, pages) - 1) * LARGEST_MESSAGE_PAGE;
    return Array.from({ length: Math.max(0, Math.min(LARGEST_MESSAGE_PAGE, count - start)) }, (_, i) => message(start + i + 1));
  });
}

describe('everyMessage (the download reads a session page by page)', () => {
  it.each([0, 1, 49, 50, 51, 100, 137])('reads all %i messages once each, in order', async (count) => {
    const readPage = server(count);
    const all = await everyMessage(readPage);
    expect(all.map((m) => m.id)).toEqual(Array.from({ length: count }, (_, i) => i + 1));
    expect(readPage.mock.calls.length).toBeLessThanOrEqual(Math.floor(count / LARGEST_MESSAGE_PAGE) + 1);
  });
});
