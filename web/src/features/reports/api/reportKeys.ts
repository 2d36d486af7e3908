// Query keys of the session reports.
export const reportKeys = {
  all: ['reports'] as const,
  sessions: () => [...reportKeys.all, 'sessions'] as const,
  mine: () => [...reportKeys.all, 'mine'] as const,
  admin: () => [...reportKeys.all, 'admin'] as const,
  players: () => [...reportKeys.admin(), 'players'] as const,
  player: (userId: number) => [...reportKeys.admin(), 'player', userId] as const,
};
