// Query keys of the character-creation feature.
export const characterKeys = {
  all: ['character'] as const,
  check: () => [...characterKeys.all, 'check'] as const,
};
