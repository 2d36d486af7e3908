// Query keys of the shell: the online list and the sidebar's player card.
export const shellKeys = {
  all: ['shell'] as const,
  online: () => [...shellKeys.all, 'online'] as const,
  playerCard: (userId: string | null) => [...shellKeys.all, 'playerCard', userId] as const,
};
