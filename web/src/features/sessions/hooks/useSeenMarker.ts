// The seen marker of the session view (spec 2 §4): a participant who opens a session (not from
// the archive) has seen its last activity. This browser remembers it at once (and the sidebar's
// dot goes out); the server is told only when its own marker is behind (never after the player's own message, which the server
// already counts as seen). Failures are silent.
import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { SessionRow } from '@/shared/sessions/model';
import { applySeenHere } from '../api/sessionCache';
import { useMarkSeen } from '../api/useMarkSeen';

/** Whether the server's marker is behind the session's last activity. */
export function seenIsBehind(session: Pick<SessionRow, 'seenAt' | 'lastActivity'>): boolean {
  return session.seenAt === null || Date.parse(session.seenAt) < Date.parse(session.lastActivity);
}

export function useSeenMarker(session: SessionRow, fromArchive: boolean): void {
  const { kind, id, isParticipant, lastActivity } = session;
  const behind = seenIsBehind(session);
  const client = useQueryClient();
  const { mutate: markSeen } = useMarkSeen(kind, id);
  // Each last activity is reported once, even when the report fails.
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (fromArchive || !isParticipant) return;
    applySeenHere(client, kind, id, lastActivity);
    if (!behind || reported.current === lastActivity) return;
    reported.current = lastActivity;
    markSeen(lastActivity);
  }, [client, fromArchive, isParticipant, kind, id, lastActivity, behind, markSeen]);
}
