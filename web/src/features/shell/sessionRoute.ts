// Which people the sidebar's panel lists (spec 1 §2): on a session view (/home/generalSessions/12,
// /home/privateSessions/3) the session's participants, in the tavern (/home/tavern) its guests,
// elsewhere the players online.
import type { SessionKind } from '@/shared/sessions/model';

const SESSION_VIEW = /^\/home\/(general|private)Sessions\/(\d+)\/?$/;

export function sessionRouteOf(pathname: string): { kind: SessionKind; id: number } | null {
  const match = SESSION_VIEW.exec(pathname);
  if (!match) return null;
  const id = Number(match[2]);
  return Number.isSafeInteger(id) && id > 0 ? { kind: match[1] as SessionKind, id } : null;
}

const TAVERN = /^\/home\/tavern\/?$/;

/** Whether the page is the tavern (its guests in the sidebar, spec 2 §2). */
export const isTavernRoute = (pathname: string): boolean => TAVERN.test(pathname);
