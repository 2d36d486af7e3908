// Query keys of the equipment and the arena.
export const arenaKeys = {
  all: ['arena'] as const,
  available: () => [...arenaKeys.all, 'available-equipment'] as const,
  equipment: () => [...arenaKeys.all, 'equipment'] as const,
  board: () => [...arenaKeys.all, 'board'] as const,
  stamina: () => [...arenaKeys.all, 'stamina'] as const,
  current: () => [...arenaKeys.all, 'current-combat'] as const,
};
