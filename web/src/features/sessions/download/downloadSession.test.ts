import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionApi } from '@/shared/sessions/api';
import type { SessionMessage, SessionRow } from '@/shared/sessions/model';
import { NO_SESSION_DATA, downloadSession } from './downloadSession';

const session = {
  kind: 'private',
  id: 3,
  title: 'Zaułek: noc',
  closed: true,
  ownerId: 7,
  ownerName: 'Morwena',
  createdAt: '2026-11-21T12:00:00Z',
  participants: [{ id: 7, name: 'Morwena', avatar: null }],
} as SessionRow;

const messages = [
  { id: 1, authorName: 'Morwena', characterName: 'Narrator', html: '<p>Cisza.</p>', createdAt: '2026-11-21T12:01:00Z', editedAt: null },
] as SessionMessage[];

function fakeApi(detail: () => Promise<SessionRow>, allMessages: () => Promise<SessionMessage[]>) {
  return { kind: 'private', detail: vi.fn(detail), allMessages: vi.fn(allMessages) } as unknown as SessionApi & {
    detail: ReturnType<typeof vi.fn>;
    allMessages: ReturnType<typeof vi.fn>;
  };
}

/** jsdom's Blob has no text(). */
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

describe('downloading a session', () => {
  let saved: { name: string; blob: Blob } | null;

  beforeEach(() => {
    saved = null;
    let blob: Blob | null = null;
    URL.createObjectURL = vi.fn((b: Blob) => {
      blob = b;
      return 'blob:session';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved = { name: this.download, blob: blob! };
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('fetches the session and every message, then saves the text file', async () => {
    const api = fakeApi(async () => session, async () => messages);
    await downloadSession(api, 3);
    expect(api.detail).toHaveBeenCalledWith(3);
    expect(api.allMessages).toHaveBeenCalledWith(3);
    expect(saved?.name).toBe('Sesja - Zaułek_ noc - 21.11.2026.txt');
    const text = await readText(saved!.blob);
    expect(text).toContain('Status: ZAMKNIĘTA');
    expect(text).toContain('Cisza.');
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('fetches nothing it was given', async () => {
    const api = fakeApi(async () => session, async () => messages);
    await downloadSession(api, 3, { session, messages });
    expect(api.detail).not.toHaveBeenCalled();
    expect(api.allMessages).not.toHaveBeenCalled();
    expect(saved).not.toBeNull();
  });

  it('says there is nothing to download when the session cannot be read', async () => {
    const api = fakeApi(() => Promise.reject(new Error('404')), async () => messages);
    await expect(downloadSession(api, 3)).rejects.toThrow(NO_SESSION_DATA);
    expect(saved).toBeNull();
  });
});
