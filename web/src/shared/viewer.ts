// The logged-in account's id as the home area's screens need it (sessions, private messages). Kept
// out of shared/session.ts, which the /login bundle loads: only lazily loaded pages use it.
import { STORAGE_KEYS } from './session';

/** The logged-in account's id, or null. */
export function viewerId(store: Storage = localStorage): number | null {
  const id = Number(store.getItem(STORAGE_KEYS.userId));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
