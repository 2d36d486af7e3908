// Who is writing in the room (beyond the spec): a 'typing' frame shows its sender for about 4 s,
// their message (or leaving the room) takes them off at once.
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Typist } from '../liveFrames';

export const TYPING_SHOWN_MS = 4000;

type Typing = ReadonlyMap<number, { name: string; until: number }>;

/** The names writing, each once (two Narrators are one 'Narrator'), in the order they started. */
export function writingNames(typing: Typing): string[] {
  return [...new Set([...typing.values()].map((t) => t.name))];
}

export function useTypists() {
  const [typing, setTyping] = useState<Typing>(new Map());

  // One timer, for the next name to fade; a faded name leaves the map.
  useEffect(() => {
    if (typing.size === 0) return;
    const next = Math.min(...[...typing.values()].map((t) => t.until));
    const timer = setTimeout(() => {
      const now = Date.now();
      setTyping((current) => new Map([...current].filter(([, t]) => t.until > now)));
    }, Math.max(0, next - Date.now()) + 20);
    return () => clearTimeout(timer);
  }, [typing]);

  const saw = useCallback(({ userId, name }: Typist) => {
    setTyping((current) => {
      const next = new Map(current);
      next.delete(userId);
      next.set(userId, { name, until: Date.now() + TYPING_SHOWN_MS });
      return next;
    });
  }, []);

  const stopped = useCallback((userId: number) => {
    setTyping((current) => {
      if (!current.has(userId)) return current;
      const next = new Map(current);
      next.delete(userId);
      return next;
    });
  }, []);

  const clear = useCallback(() => setTyping(new Map()), []);
  const names = useMemo(() => writingNames(typing), [typing]);
  return { names, saw, stopped, clear };
}
