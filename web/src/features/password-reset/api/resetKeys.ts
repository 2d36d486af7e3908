// Query keys of the password-reset feature.
export const resetKeys = {
  all: ['password-reset'] as const,
  token: (token: string) => [...resetKeys.all, 'token', token] as const,
};
