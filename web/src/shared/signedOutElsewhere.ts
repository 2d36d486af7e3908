// One sign-in for the game and the back office (the same origin, the same storage): when the
// back office — or the site in another tab — signs out, it removes the token (or clears the
// storage), and the browser tells this tab with a `storage` event. This tab then logs out too.
import { useEffect } from 'react';
import { STORAGE_KEYS } from './session';

type StorageChange = Pick<StorageEvent, 'key' | 'newValue'> & { storageArea: Storage | null };

/** Whether a `storage` event from another tab took the login away: the token removed, or everything cleared. */
export function signedOutElsewhere(event: StorageChange, store: Storage = localStorage): boolean {
  if (event.storageArea !== null && event.storageArea !== store) return false;
  const tokenGone = event.key === null || (event.key === STORAGE_KEYS.token && event.newValue === null);
  return tokenGone && store.getItem(STORAGE_KEYS.token) === null;
}

/** Calls `onSignedOut` whenever another tab of this origin signs out. */
export function useSignedOutElsewhere(onSignedOut: () => void): void {
  useEffect(() => {
    const listener = (event: StorageEvent) => {
      if (signedOutElsewhere(event)) onSignedOut();
    };
    window.addEventListener('storage', listener);
    return () => window.removeEventListener('storage', listener);
  }, [onSignedOut]);
}
