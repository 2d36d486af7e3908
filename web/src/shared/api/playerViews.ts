// After a change to how a player looks to others (a new avatar, the looking-for-a-session
// status), every view of it reads again: the profile page, the sidebar's card and the online
// list (shell), the avatar widget, the settings page and the character lists of the pickers.
// Features do not import each other, so their key prefixes are named here.
import type { QueryClient } from '@tanstack/react-query';
import { STORAGE_KEYS } from '../session';

export const PLAYER_FACING_KEYS = [['profile'], ['shell'], ['avatar'], ['settings'], ['users']] as const;

export function refreshPlayerViews(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(PLAYER_FACING_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey: [...queryKey] })));
}

/** The player's own main avatar changed: remembered for the sidebar (`avatarUrl`), and every view reads again. */
export function ownAvatarChanged(queryClient: QueryClient, path: string | null | undefined): Promise<unknown> {
  if (path) localStorage.setItem(STORAGE_KEYS.avatarUrl, path);
  return refreshPlayerViews(queryClient);
}
