import { describe, expect, it } from 'vitest';
import { headCountOf, isDuplicate, isRoomJoined, messageOf, typingText, typistOf, withMessage } from './liveFrames';
import { tavernMessage } from './testFixtures';

describe('the duplicate rule (spec 2 §4)', () => {
  it('drops a message whose id is already shown', () => {
    expect(isDuplicate([tavernMessage()], tavernMessage({ message: '<p>inna</p>', created_at: '2026-11-23T12:00:00Z' }))).toBe(true);
  });

  it('drops the same words of the same player and character within 3 s, either way', () => {
    const shown = [tavernMessage()];
    expect(isDuplicate(shown, tavernMessage({ id: 2, created_at: '2026-11-23T10:00:03.000Z' }))).toBe(true);
    expect(isDuplicate(shown, tavernMessage({ id: 2, created_at: '2026-11-23T09:59:57.500Z' }))).toBe(true);
  });

  it('keeps it after 3 s, or from another player, character or with other words', () => {
    const shown = [tavernMessage()];
    expect(isDuplicate(shown, tavernMessage({ id: 2, created_at: '2026-11-23T10:00:03.001Z' }))).toBe(false);
    expect(isDuplicate(shown, tavernMessage({ id: 2, user_id: 6 }))).toBe(false);
    expect(isDuplicate(shown, tavernMessage({ id: 2, character_name: 'Narrator', character_type: 'narrator' }))).toBe(false);
    expect(isDuplicate(shown, tavernMessage({ id: 2, message: '<p>Piwa!</p>' }))).toBe(false);
    expect(isDuplicate([], tavernMessage())).toBe(false);
  });
});

describe('a live message on the newest page', () => {
  it('goes at its end when it is the newest, which keeps thirty', () => {
    const page = Array.from({ length: 30 }, (_, i) => tavernMessage({ id: i + 1, message: `<p>${i}</p>` }));
    const next = withMessage(page, tavernMessage({ id: 31, message: '<p>nowa</p>' }));
    expect(next).toHaveLength(30);
    expect(next[0].id).toBe(2);
    expect(next[29].id).toBe(31);
  });

  it('goes in its place by id when two written at once arrive out of order', () => {
    const page = [tavernMessage({ id: 1 }), tavernMessage({ id: 4, message: '<p>d</p>' })];
    const withB = withMessage(page, tavernMessage({ id: 6, message: '<p>b</p>' }));
    const withA = withMessage(withB, tavernMessage({ id: 5, message: '<p>a</p>' }));
    expect(withA.map((m) => m.id)).toEqual([1, 4, 5, 6]);
    expect(withMessage(withA, tavernMessage({ id: 3, message: '<p>c</p>' })).map((m) => m.id)).toEqual([1, 3, 4, 5, 6]);
  });

  it('drops the oldest of a full page, itself when it is older than the whole page', () => {
    const page = Array.from({ length: 30 }, (_, i) => tavernMessage({ id: 2 * i + 10, message: `<p>${i}</p>` }));
    const between = withMessage(page, tavernMessage({ id: 65, message: '<p>spóźniona</p>' }));
    expect(between).toHaveLength(30);
    expect(between[0].id).toBe(12);
    expect(between.map((m) => m.id).slice(-4)).toEqual([64, 65, 66, 68]);
    const older = withMessage(page, tavernMessage({ id: 5, message: '<p>stara</p>' }));
    expect(older.map((m) => m.id)).toEqual(page.map((m) => m.id));
  });

  it('leaves the page as it is for a duplicate', () => {
    const page = [tavernMessage()];
    expect(withMessage(page, tavernMessage())).toBe(page);
  });
});

describe('the frames of the room socket', () => {
  it('reads a message of its own room, without the frame type', () => {
    const message = messageOf({ type: 'message', ...tavernMessage() }, 1);
    expect(message).toEqual(tavernMessage());
    expect(message).not.toHaveProperty('type');
  });

  it('ignores another room, room_joined, active_users_update and malformed messages', () => {
    expect(messageOf({ type: 'message', ...tavernMessage({ room_id: 2 }) }, 1)).toBeNull();
    expect(messageOf({ type: 'room_joined', room_id: 1 }, 1)).toBeNull();
    expect(messageOf({ type: 'active_users_update', room_id: 1, count: 3 }, 1)).toBeNull();
    expect(messageOf({ type: 'message', room_id: 1, id: 'x' }, 1)).toBeNull();
  });

  it('reads typing, head counts and greetings of its own room only', () => {
    expect(typistOf({ type: 'typing', room_id: 1, user_id: 5, name: 'Morwena' }, 1)).toEqual({ userId: 5, name: 'Morwena' });
    expect(typistOf({ type: 'typing', room_id: 2, user_id: 5, name: 'Morwena' }, 1)).toBeNull();
    expect(typistOf({ type: 'typing', room_id: 1, user_id: 5 }, 1)).toBeNull();
    expect(headCountOf({ type: 'active_users_update', room_id: 1, count: 3 }, 1)).toBe(3);
    expect(headCountOf({ type: 'active_users_update', room_id: 2, count: 3 }, 1)).toBeNull();
    expect(isRoomJoined({ type: 'room_joined', room_id: 1 }, 1)).toBe(true);
    expect(isRoomJoined({ type: 'room_joined', room_id: 2 }, 1)).toBe(false);
  });
});

describe('who is writing', () => {
  it('is said in Polish, one or several', () => {
    expect(typingText([])).toBe('');
    expect(typingText(['Morwena'])).toBe('Morwena pisze…');
    expect(typingText(['Morwena', 'Lutek'])).toBe('Morwena i Lutek piszą…');
    expect(typingText(['Morwena', 'Lutek', 'Ilvar'])).toBe('Morwena, Lutek i Ilvar piszą…');
  });
});
