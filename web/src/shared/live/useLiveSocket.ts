// A live socket for as long as a component is mounted: opened with the stored token, closed on
// unmount or when the address changes (a room change closes one socket and opens the next). The
// latest `onFrame` (and `onEnd`) is always the one called, so it may close over fresh state.
import { useEffect, useRef } from 'react';
import { STORAGE_KEYS } from '../session';
import { LiveSocket, liveUrl, type LiveFrame } from './liveSocket';

export interface LiveTarget {
  /** A tavern room's socket; without it the player's own events. */
  room?: number;
  /** False keeps the socket closed. */
  enabled?: boolean;
  /** The server closed the socket for good (see `LiveSocketOptions.onEnd`). */
  onEnd?: (code: number) => void;
}

export function useLiveSocket(onFrame: (frame: LiveFrame) => void, { room, enabled = true, onEnd }: LiveTarget = {}): void {
  const handler = useRef(onFrame);
  const ended = useRef(onEnd);
  useEffect(() => {
    handler.current = onFrame;
    ended.current = onEnd;
  });
  useEffect(() => {
    const token = localStorage.getItem(STORAGE_KEYS.token);
    if (!enabled || !token || typeof WebSocket === 'undefined') return;
    const socket = new LiveSocket(liveUrl(token, room), { onEnd: (code) => ended.current?.(code) });
    const unsubscribe = socket.subscribe((frame) => handler.current(frame));
    socket.start();
    return () => {
      unsubscribe();
      socket.close();
    };
  }, [room, enabled]);
}
