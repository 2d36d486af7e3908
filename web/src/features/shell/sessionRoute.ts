// Whether the page is a session view (/home/generalSessions/12, /home/privateSessions/3): there the
// sidebar shows the session's participants instead of the online list (spec 1 §2).
import type { SessionKind } from '../../shared/sessions/model';

const SESSION_VIEW = /^\/home\/(general|private)Sessions\/(\d+)\/?$/;

export function sessionRouteOf(pathname: string): { kind: SessionKind; id: number } | null {
  const match = SESSION_VIEW.exec(pathname);
  if (!match) return null;
  const id = Number(match[2]);
  return Number.isSafeInteger(id) && id > 0 ? { kind: match[1] as SessionKind, id } : null;
}
