// A live socket for as long as a component is mounted: opened with the stored token, closed on
// unmount or when the address changes (a room change closes one socket and opens the next). The
// latest `onFrame` (and `onEnd`, `onReopen`) is always the one called, so it may close over fresh state.
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
  /** The socket opened again after a close: frames pushed while it was down are lost. */
  onReopen?: () => void;
}

export function useLiveSocket(onFrame: (frame: LiveFrame) => void, { room, enabled = true, onEnd, onReopen }: LiveTarget = {}): void {
  const handler = useRef(onFrame);
  const ended = useRef(onEnd);
  const reopened = useRef(onReopen);
  useEffect(() => {
    handler.current = onFrame;
    ended.current = onEnd;
    reopened.current = onReopen;
  });
  useEffect(() => {
    const token = localStorage.getItem(STORAGE_KEYS.token);
    if (!enabled || !token || typeof WebSocket === 'undefined') return;
    const socket = new LiveSocket(liveUrl(token, room), {
      onEnd: (code) => ended.current?.(code),
      onOpen: (again) => {
        if (again) reopened.current?.();
      },
    });
    const unsubscribe = socket.subscribe((frame) => handler.current(frame));
    socket.start();
    return () => {
      unsubscribe();
      socket.close();
    };
  }, [room, enabled]);
}
