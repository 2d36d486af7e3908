// Query keys of the session reports, shared by the reports screens (features/reports) and the
// player's socket, whose 'report_reviewed' frame (an admin accepted or rejected one of the
// player's reports) makes the player's own list read again (shared/live/playerEvents.ts).
import type { QueryClient } from '@tanstack/react-query';

export const reportKeys = {
  all: ['reports'] as const,
  sessions: () => [...reportKeys.all, 'sessions'] as const,
  mine: () => [...reportKeys.all, 'mine'] as const,
  admin: () => [...reportKeys.all, 'admin'] as const,
  players: () => [...reportKeys.admin(), 'players'] as const,
  player: (userId: number) => [...reportKeys.admin(), 'player', userId] as const,
};

/** A pushed 'report_reviewed' frame: the player's reports read again, with the decision. */
export function applyReportFrame(client: QueryClient, frame: { type?: unknown }): void {
  if (frame.type === 'report_reviewed') void client.invalidateQueries({ queryKey: reportKeys.mine() });
}
