// Where the player is in the tavern (spec 2 §4): outside, or inside as a character and in a room.
// The stored state (tavernState.ts) follows every step. On load the server's status is checked
// and the page restores itself (planRestore): the stored room, else the server's, else the room
// list; a player the server forgot is entered again quietly. Going in is two calls (character,
// then room). Changing rooms closes the live connection, clears the messages and opens the new
// room's a moment later; leaving clears everything and goes back outside.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TavernRoom } from '@mrok/sdk';
import { errorMessage } from '@/lib/api';
import type { CharacterOption } from '@/shared/composer/characterOptions';
import { statusQuery } from '../api/status';
import { presenceChanged } from '../api/tavernCache';
import { useChangeCharacter } from '../api/useChangeCharacter';
import { useEnterRoom } from '../api/useEnterRoom';
import { useEnterTavern } from '../api/useEnterTavern';
import { useLeaveTavern } from '../api/useLeaveTavern';
import { OUTSIDE, planRestore, readTavernState, saveTavernState, type RestorePlan, type TavernState } from '../tavernState';

/** The pause between closing one room's connection and opening the next one's. */
export const ROOM_SWITCH_DELAY_MS = 300;

export type TavernPhase = 'checking' | 'outside' | 'inside';

export const PRESENCE_TEXTS = {
  restoreFailed: 'Nie udało się wrócić do karczmy.',
  leaveFailed: 'Nie udało się wyjść z karczmy.',
  roomGone: 'Ten pokój został zamknięty. Wybierz inny.',
} as const;

export function useTavernPresence() {
  const client = useQueryClient();
  const status = useQuery({ ...statusQuery, retry: 1 });
  const { mutateAsync: enterTavern } = useEnterTavern();
  const { mutateAsync: enterRoom } = useEnterRoom();
  const { mutateAsync: changeCharacterCall } = useChangeCharacter();
  const { mutateAsync: leaveCall } = useLeaveTavern();

  const [state, setState] = useState<TavernState>(readTavernState);
  const current = useRef(state);
  const [phase, setPhase] = useState<TavernPhase>('checking');
  /** The room shown in the header. */
  const [room, setRoom] = useState<TavernRoom | null>(null);
  /** The room whose messages and socket are open (null for a moment while changing rooms). */
  const [liveRoom, setLiveRoom] = useState<number | null>(null);
  const [choosingRoom, setChoosingRoom] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const switchTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const restored = useRef(false);

  const save = useCallback((next: TavernState) => {
    current.current = next;
    saveTavernState(next);
    setState(next);
  }, []);

  const cancelSwitch = () => {
    if (switchTimer.current !== null) clearTimeout(switchTimer.current);
    switchTimer.current = null;
  };
  useEffect(() => cancelSwitch, []);

  const show = useCallback(
    (shown: TavernRoom | null) => {
      cancelSwitch();
      setRoom(shown);
      setLiveRoom(shown?.id ?? null);
      save({ ...current.current, room: shown?.id ?? null });
      setChoosingRoom(shown === null);
    },
    [save],
  );

  // Into `wanted` (the server's `fallback` room when that fails), else the room list.
  const settleRoom = useCallback(
    async (wanted: number | null, fallback: TavernRoom | null) => {
      if (wanted === null || wanted === fallback?.id) return show(fallback);
      try {
        show(await enterRoom(wanted));
      } catch {
        show(fallback);
      }
    },
    [enterRoom, show],
  );

  const restore = useCallback(
    async (plan: RestorePlan, serverRoom: TavernRoom | null) => {
      if (plan.kind === 'outside') {
        save(OUTSIDE);
        setPhase('outside');
        return;
      }
      if (plan.kind === 'reenter') {
        try {
          await enterTavern(plan.character);
        } catch (failure) {
          save(OUTSIDE);
          setPhase('outside');
          setNotice(errorMessage(failure, PRESENCE_TEXTS.restoreFailed));
          return;
        }
      }
      save({ inside: true, character: plan.character, room: plan.room });
      setPhase('inside');
      await settleRoom(plan.room, serverRoom);
    },
    [enterTavern, save, settleRoom],
  );

  useEffect(() => {
    if (restored.current || status.isPending) return;
    restored.current = true;
    const stored = current.current;
    // Without the status (network trouble) the stored state is tried as it is.
    const plan: RestorePlan = status.data
      ? planRestore(stored, status.data)
      : stored.inside && stored.character
        ? { kind: 'reenter', character: stored.character, room: stored.room }
        : { kind: 'outside' };
    void restore(plan, status.data?.room ?? null);
  }, [status.isPending, status.data, restore]);

  /** The entry dialog: the character, then the room. A refusal is thrown for the dialog to show. */
  const enter = useCallback(
    async (character: CharacterOption, chosen: TavernRoom) => {
      await enterTavern(character);
      const entered = await enterRoom(chosen.id);
      save({ inside: true, character, room: entered.id });
      setPhase('inside');
      show(entered);
    },
    [enterTavern, enterRoom, save, show],
  );

  /** The change-room dialog: closes this room's connection, then opens the next one's shortly. */
  const moveTo = useCallback(
    async (chosen: TavernRoom) => {
      const before = { room, liveRoom };
      cancelSwitch();
      setLiveRoom(null);
      let entered: TavernRoom;
      try {
        entered = await enterRoom(chosen.id);
      } catch (failure) {
        setLiveRoom(before.liveRoom);
        throw failure;
      }
      setRoom(entered);
      save({ ...current.current, room: entered.id });
      setChoosingRoom(false);
      setNotice(null);
      switchTimer.current = setTimeout(() => {
        switchTimer.current = null;
        setLiveRoom(entered.id);
      }, ROOM_SWITCH_DELAY_MS);
    },
    [enterRoom, liveRoom, room, save],
  );

  const changeCharacter = useCallback(
    async (character: CharacterOption) => {
      await changeCharacterCall(character);
      save({ ...current.current, character });
    },
    [changeCharacterCall, save],
  );

  const leave = useCallback(async () => {
    await leaveCall();
    cancelSwitch();
    save(OUTSIDE);
    setRoom(null);
    setLiveRoom(null);
    setChoosingRoom(false);
    setPhase('outside');
  }, [leaveCall, save]);

  /**
   * After a post was refused because the server no longer has the player in this room (left in
   * another tab, moved elsewhere): enter again as this page's character into this page's room.
   */
  const recover = useCallback(async (): Promise<boolean> => {
    const { character } = current.current;
    if (!character || !room) return false;
    try {
      await enterTavern(character);
      const entered = await enterRoom(room.id);
      setRoom(entered);
      save({ ...current.current, room: entered.id });
      return true;
    } catch {
      return false;
    }
  }, [enterTavern, enterRoom, room, save]);

  /** An admin removed the shown room: the room list (read again) and a word why. */
  const roomGone = useCallback(() => {
    show(null);
    setNotice(PRESENCE_TEXTS.roomGone);
    presenceChanged(client);
  }, [client, show]);

  const setHeadCount = useCallback((count: number) => {
    setRoom((shown) => (shown && shown.active_users_count !== count ? { ...shown, active_users_count: count } : shown));
  }, []);

  return {
    phase,
    character: state.character,
    room,
    liveRoom,
    choosingRoom,
    setChoosingRoom,
    notice,
    dismissNotice: () => setNotice(null),
    enter,
    moveTo,
    changeCharacter,
    leave,
    recover,
    roomGone,
    setHeadCount,
  };
}
