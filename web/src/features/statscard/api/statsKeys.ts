// Query keys of the stats card.
export const statsKeys = {
  all: ['statscard'] as const,
  playerProfile: (userId: string | null) => [...statsKeys.all, 'playerProfile', userId] as const,
  mainCard: (userId: string | null) => [...statsKeys.all, 'mainCard', userId] as const,
};
