import { describe, expect, it } from 'vitest';
import type { TavernStatus } from '@mrok/sdk';
import { OUTSIDE, TAVERN_STORAGE_KEYS, planRestore, readTavernState, saveTavernState, type TavernState } from './tavernState';

const MORWENA = { type: 'main' as const, id: 9, name: 'Morwena' };
const hall = { id: 1, name: 'Główna sala', description: 'Dym i wino', active_users_count: 2 };
const cellar = { id: 2, name: 'Piwnica', description: 'Ciemno', active_users_count: 0 };
const inside = (room: number | null): TavernState => ({ inside: true, character: MORWENA, room });

describe('the stored tavern state', () => {
  it('keeps the flag, the character and the room while inside and clears them on leaving', () => {
    const store = window.localStorage;
    saveTavernState(inside(2), store);
    expect(store.getItem(TAVERN_STORAGE_KEYS.inside)).toBe('true');
    expect(readTavernState(store)).toEqual(inside(2));
    saveTavernState(inside(null), store);
    expect(readTavernState(store)).toEqual(inside(null));
    saveTavernState(OUTSIDE, store);
    expect(readTavernState(store)).toEqual(OUTSIDE);
    expect(Object.values(TAVERN_STORAGE_KEYS).map((key) => store.getItem(key))).toEqual([null, null, null]);
  });

  it('reads edited or broken storage as outside', () => {
    const store = window.localStorage;
    store.setItem(TAVERN_STORAGE_KEYS.inside, 'true');
    store.setItem(TAVERN_STORAGE_KEYS.character, '{nie json');
    expect(readTavernState(store)).toEqual(OUTSIDE);
    store.setItem(TAVERN_STORAGE_KEYS.character, JSON.stringify({ type: 'boss', id: 1, name: 'X' }));
    expect(readTavernState(store)).toEqual(OUTSIDE);
    store.setItem(TAVERN_STORAGE_KEYS.character, JSON.stringify({ type: 'narrator', id: 4, name: 'Narrator' }));
    store.setItem(TAVERN_STORAGE_KEYS.room, '-3');
    expect(readTavernState(store)).toEqual({ inside: true, character: { type: 'narrator', id: null, name: 'Narrator' }, room: null });
    store.clear();
  });
});

describe('restoring the tavern on load (spec 2 §4)', () => {
  const server = (over: Partial<TavernStatus>): TavernStatus => ({ isInTavern: true, character: { type: 'main', id: 9, name: 'Morwena' }, ...over });

  it('uses the stored room when there is one, moving there when the server has another', () => {
    expect(planRestore(inside(2), server({ room: hall }))).toEqual({ kind: 'inside', character: MORWENA, room: 2, move: true });
    expect(planRestore(inside(1), server({ room: hall }))).toEqual({ kind: 'inside', character: MORWENA, room: 1, move: false });
  });

  it("otherwise uses the server's room, otherwise shows the room list", () => {
    expect(planRestore(inside(null), server({ room: cellar }))).toEqual({ kind: 'inside', character: MORWENA, room: 2, move: false });
    expect(planRestore(OUTSIDE, server({ room: cellar }))).toEqual({ kind: 'inside', character: MORWENA, room: 2, move: false });
    expect(planRestore(inside(null), server({}))).toEqual({ kind: 'inside', character: MORWENA, room: null, move: false });
  });

  it("takes the server's character, which is what a message will carry", () => {
    const plan = planRestore(inside(1), server({ character: { type: 'narrator', name: 'Narrator' }, room: hall }));
    expect(plan).toEqual({ kind: 'inside', character: { type: 'narrator', id: null, name: 'Narrator' }, room: 1, move: false });
  });

  it('enters again quietly when the server forgot a player the browser has inside', () => {
    expect(planRestore(inside(2), { isInTavern: false })).toEqual({ kind: 'reenter', character: MORWENA, room: 2 });
    expect(planRestore(inside(null), { isInTavern: false })).toEqual({ kind: 'reenter', character: MORWENA, room: null });
  });

  it('stays outside when neither has the player inside', () => {
    expect(planRestore(OUTSIDE, { isInTavern: false })).toEqual({ kind: 'outside' });
  });
});
