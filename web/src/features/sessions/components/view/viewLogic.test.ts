import { describe, expect, it } from 'vitest';
import { ApiError } from '@mrok/sdk';
import type { SessionMessage } from '@/shared/sessions/model';
import {
  ADD_MEMBER_TEXTS,
  NO_EDIT,
  VIEW_TEXTS,
  canEditMessage,
  changeCharacterErrorText,
  checkCandidate,
  choosePage,
  closeErrorText,
  digitsOnly,
  editReducer,
  findFirstUnread,
  openedFromArchive,
  parseSessionId,
  resolvePage,
  showPagination,
  toCharacterOption,
  viewPermissions,
  type EditState,
} from './viewLogic';

function apiError(status: number, body?: unknown): ApiError {
  return new ApiError({ method: 'POST', url: '/x' }, { url: '/x', ok: false, status, statusText: 'x', body }, 'x');
}

describe('the route id', () => {
  it('accepts positive whole numbers only', () => {
    expect(parseSessionId('12')).toBe(12);
    expect(parseSessionId('0')).toBeNull();
    expect(parseSessionId('-3')).toBeNull();
    expect(parseSessionId('1.5')).toBeNull();
    expect(parseSessionId('abc')).toBeNull();
    expect(parseSessionId(undefined)).toBeNull();
    expect(parseSessionId('99999999999999999999')).toBeNull();
  });

  it('knows a visit from the archive only by the exact flag', () => {
    expect(openedFromArchive({ fromArchive: true })).toBe(true);
    expect(openedFromArchive({ fromArchive: 'true' })).toBe(false);
    expect(openedFromArchive(null)).toBe(false);
    expect(openedFromArchive(undefined)).toBe(false);
  });
});

describe('permissions', () => {
  const general = { kind: 'general' as const, ownerId: 1, isParticipant: true, closed: false };

  it('gives the owner of a general session all three tools', () => {
    expect(viewPermissions(general, 1)).toEqual({
      owner: true,
      participant: true,
      canWrite: true,
      canAddMembers: true,
      canRemoveMembers: true,
      canClose: true,
    });
  });

  it('gives the owner of a private session only closing', () => {
    const p = viewPermissions({ ...general, kind: 'private' }, 1);
    expect([p.canAddMembers, p.canRemoveMembers, p.canClose]).toEqual([false, false, true]);
  });

  it('gives other participants writing only, and outsiders nothing', () => {
    const member = viewPermissions(general, 2);
    expect([member.owner, member.canWrite, member.canAddMembers, member.canClose]).toEqual([false, true, false, false]);
    const outsider = viewPermissions({ ...general, isParticipant: false }, 3);
    expect([outsider.participant, outsider.canWrite]).toEqual([false, false]);
  });

  it('lets nobody write in a closed session, nor close it again', () => {
    const p = viewPermissions({ ...general, closed: true }, 1);
    expect([p.canWrite, p.canClose, p.canAddMembers]).toEqual([false, false, true]);
  });

  it('lets only the author edit, and only while they may write', () => {
    expect(canEditMessage({ authorId: 2 }, 2, true)).toBe(true);
    expect(canEditMessage({ authorId: 2 }, 3, true)).toBe(false);
    expect(canEditMessage({ authorId: 2 }, 2, false)).toBe(false);
    expect(canEditMessage({ authorId: 2 }, null, true)).toBe(false);
  });
});

describe('pages', () => {
  it('opens on the last page of 20 messages each', () => {
    expect(resolvePage(null, 0)).toBe(1);
    expect(resolvePage(null, 20)).toBe(1);
    expect(resolvePage(null, 21)).toBe(2);
    expect(resolvePage(null, 45)).toBe(3);
  });

  it('keeps a chosen page within the pages there are', () => {
    expect(resolvePage(2, 45)).toBe(2);
    expect(resolvePage(9, 45)).toBe(3);
    expect(resolvePage(0, 45)).toBe(1);
  });

  it('follows new pages again once the last page is picked', () => {
    expect(choosePage(3, 45)).toBeNull();
    expect(choosePage(1, 45)).toBe(1);
  });

  it('shows the pagination only with more than one page', () => {
    expect(showPagination(20)).toBe(false);
    expect(showPagination(21)).toBe(true);
  });
});

describe('opening at the first unread message', () => {
  const ME = 7;
  const OTHER = 9;
  /** 45 messages, one a minute from 20:00, 20 a page (pages 1–3), alternating authors. */
  const all = Array.from({ length: 45 }, (_, i) => ({
    id: i + 1,
    authorId: i % 2 === 0 ? OTHER : ME,
    createdAt: new Date(Date.UTC(2026, 10, 21, 20, i)).toISOString(),
  })) as SessionMessage[];
  const reader = () => {
    const asked: number[] = [];
    const read = async (page: number) => {
      asked.push(page);
      return all.slice((page - 1) * 20, page * 20);
    };
    return { asked, read };
  };
  const seenAfter = (id: number) => Date.parse(all[id - 1].createdAt);

  it('finds the first new message by someone else, on an earlier page if it is there', async () => {
    const { asked, read } = reader();
    // Seen up to message 15: message 17 (by the other player) is the first new one, on page 1.
    expect(await findFirstUnread(read, 3, seenAfter(15), ME)).toEqual({ page: 1, messageId: 17 });
    expect(asked).toEqual([3, 2, 1]);
  });

  it('stops at the page that starts with something already seen', async () => {
    const { asked, read } = reader();
    expect(await findFirstUnread(read, 3, seenAfter(42), ME)).toEqual({ page: 3, messageId: 43 });
    expect(asked).toEqual([3]);
  });

  it("does not count the player's own messages, and says null when nothing is new", async () => {
    const { read } = reader();
    // Message 44 is the player's own; 45 is the other's.
    expect(await findFirstUnread(read, 3, seenAfter(43), ME)).toEqual({ page: 3, messageId: 45 });
    expect(await findFirstUnread(read, 3, seenAfter(45), ME)).toBeNull();
  });

  it('opens on the first message of a session never seen', async () => {
    const { read } = reader();
    expect(await findFirstUnread(read, 3, -Infinity, ME)).toEqual({ page: 1, messageId: 1 });
  });
});

describe('editing one message at a time', () => {
  const editing = (over: Partial<EditState> = {}): EditState => ({ messageId: 5, html: '<p>a</p>', saving: false, error: null, ...over });

  it('starts with the message text', () => {
    expect(editReducer(NO_EDIT, { type: 'start', messageId: 5, html: '<p>a</p>' })).toEqual(editing());
  });

  it('refuses a second edit while one is open', () => {
    const state = editing();
    expect(editReducer(state, { type: 'start', messageId: 6, html: '<p>b</p>' })).toBe(state);
  });

  it('changes clear an earlier error', () => {
    expect(editReducer(editing({ error: 'x' }), { type: 'change', html: '<p>b</p>' })).toEqual(editing({ html: '<p>b</p>' }));
  });

  it('keeps the text after a failure and ends after saving', () => {
    const saving = editReducer(editing(), { type: 'saving' });
    expect(saving.saving).toBe(true);
    expect(editReducer(saving, { type: 'change', html: 'x' })).toBe(saving);
    expect(editReducer(saving, { type: 'cancel' })).toBe(saving);
    const failed = editReducer(saving, { type: 'failed', error: VIEW_TEXTS.editError });
    expect(failed).toEqual(editing({ error: 'Błąd podczas edycji wiadomości!' }));
    expect(editReducer(failed, { type: 'saved' })).toEqual(NO_EDIT);
  });

  it('cancel ends the edit so another can start', () => {
    const cancelled = editReducer(editing(), { type: 'cancel' });
    expect(cancelled).toEqual(NO_EDIT);
    expect(editReducer(cancelled, { type: 'start', messageId: 6, html: 'b' }).messageId).toBe(6);
  });

  it('ignores actions when nothing is edited', () => {
    expect(editReducer(NO_EDIT, { type: 'change', html: 'x' })).toBe(NO_EDIT);
    expect(editReducer(NO_EDIT, { type: 'saving' })).toBe(NO_EDIT);
    expect(editReducer(NO_EDIT, { type: 'failed', error: 'x' })).toBe(NO_EDIT);
  });
});

describe('adding participants', () => {
  it('keeps digits only in the ID field', () => {
    expect(digitsOnly('1a2-3 ')).toBe('123');
    expect(digitsOnly('abc')).toBe('');
  });

  it('checks the id, the participants and the to-add list, in that order', () => {
    expect(checkCandidate('0', [1], [])).toEqual({ ok: false, error: 'Podaj prawidłowe ID' });
    expect(checkCandidate('', [1], [])).toEqual({ ok: false, error: ADD_MEMBER_TEXTS.invalidId });
    expect(checkCandidate('1', [1], [])).toEqual({ ok: false, error: 'Ten użytkownik już jest uczestnikiem sesji' });
    expect(checkCandidate('4', [1], [4])).toEqual({ ok: false, error: 'Ten użytkownik już jest na liście do dodania' });
    expect(checkCandidate('004', [1], [])).toEqual({ ok: true, id: 4 });
  });

  it('says an unknown account in the spec words', () => {
    expect(ADD_MEMBER_TEXTS.notFound).toBe('Nie znaleziono użytkownika o takim ID');
  });
});

describe('characters', () => {
  it('turns the current character into a picker option', () => {
    expect(toCharacterOption({ type: 'main', id: 1, name: 'Morwena', avatar: null })).toEqual({ type: 'main', id: 1, name: 'Morwena', avatar: null });
    expect(toCharacterOption({ type: 'narrator', id: null, name: 'Ktokolwiek', avatar: null }).name).toBe('Narrator');
  });
});

describe('error texts', () => {
  it('a character change: server message, its fallback, or the network text', () => {
    expect(changeCharacterErrorText(apiError(400, { message: 'To nie twoja postać' }))).toBe('To nie twoja postać');
    expect(changeCharacterErrorText(apiError(500))).toBe('Błąd podczas zmiany postaci');
    expect(changeCharacterErrorText(new TypeError('Failed to fetch'))).toBe('Wystąpił błąd podczas zmiany postaci');
  });

  it('closing: server message, its fallback, or the network text', () => {
    expect(closeErrorText(apiError(403, { message: 'Tylko właściciel' }))).toBe('Tylko właściciel');
    expect(closeErrorText(apiError(500))).toBe('Błąd podczas zamykania sesji.');
    expect(closeErrorText(new TypeError('Failed to fetch'))).toBe('Błąd sieci podczas zamykania sesji.');
  });
});
