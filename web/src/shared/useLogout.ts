// Logging out, wherever it starts (/logout, 'Ucieczka z mroku' on the block screen, the login
// page's block view): this device's push subscription is forgotten (the next player here would
// get this one's notices; shared/pwa/push.ts), the tavern is told the player went out (others
// would see them inside until the presence timeout), the server ends this login's token (it is refused from then on
// and its live sockets close), every query stops, then the storage and the cache are cleared.
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { AccountsService, TavernService } from '@mrok/sdk';
import { clearAll, readSession } from './session';
import { clearAllDrafts } from './composer/drafts';
import { forgetDevicePush } from './pwa/push';
import '../lib/api';

/** How long the tavern is given to let the player out before the storage is cleared anyway. */
const LEAVE_WAIT_MS = 2_000;

/** Runs a call with the token while there is one; never fails, never waits long. */
function bestEffort(call: () => Promise<unknown>): Promise<void> {
  if (!readSession().token) return Promise.resolve();
  const done = call().then(
    () => undefined,
    () => undefined,
  );
  return Promise.race([done, new Promise<void>((resolve) => setTimeout(resolve, LEAVE_WAIT_MS))]);
}

/** A function that logs out; where to go afterwards is the caller's. */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    // These first: they need the token the logout ends.
    if (readSession().token) await forgetDevicePush();
    await bestEffort(() => TavernService.leaveTavern());
    await bestEffort(() => AccountsService.logout());
    // No poll may go out between the storage and the cache being cleared: it would carry no
    // token (a 401) or fill the cache again for nobody.
    await queryClient.cancelQueries();
    clearAllDrafts();
    clearAll();
    queryClient.clear();
  }, [queryClient]);
}
