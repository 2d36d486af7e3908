// Query keys of the settings page.
export const settingsKeys = {
  all: ['settings'] as const,
  account: (userId: string | null) => [...settingsKeys.all, 'account', userId] as const,
};
