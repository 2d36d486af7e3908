// Query keys of the settings page.
export const settingsKeys = {
  all: ['settings'] as const,
  account: (userId: string | null) => [...settingsKeys.all, 'account', userId] as const,
};

/**
 * Key prefixes of every query that shows the player's avatar or looking-for-a-session status
 * elsewhere: the profile page, the shell (sidebar card, online list), the avatar widget and
 * this page. Features do not import each other, so the prefixes are named here.
 */
export const PLAYER_FACING_KEYS = [['profile'], ['shell'], ['avatar'], settingsKeys.all] as const;
