// POST /api/tavern/typing {roomId} (204): tells the room the player is writing — at most once
// every 3 s while they type (the server drops repeats within 2 s anyway). Failures are ignored.
import { useCallback, useRef } from 'react';
import { TavernService } from '@mrok/sdk';
import '@/lib/api';

export const TYPING_SIGNAL_EVERY_MS = 3000;

/** A function that says "writing" in `room`, at most once every `everyMs`. */
export function throttledTyping(send: (room: number) => void, everyMs = TYPING_SIGNAL_EVERY_MS, now = () => Date.now()) {
  let last = -Infinity;
  return (room: number) => {
    const at = now();
    if (at - last < everyMs) return;
    last = at;
    send(room);
  };
}

export function useTypingSignal(): (room: number) => void {
  const signal = useRef<((room: number) => void) | null>(null);
  return useCallback((room: number) => {
    signal.current ??= throttledTyping((id) => {
      TavernService.tavernTyping({ requestBody: { roomId: id } }).catch(() => undefined);
    });
    signal.current(room);
  }, []);
}
