// Query keys of the block checks; keyed by token so another login never sees a cached answer.
export const blockKeys = {
  all: ['block'] as const,
  prison: (token: string | null) => ['block', 'prison', token] as const,
  resident: (token: string | null) => ['block', 'resident', token] as const,
};
