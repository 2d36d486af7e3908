// /logout: leaves the tavern (others would see the player inside until the presence timeout),
// stops every query, clears the browser storage and goes to the login page.
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { TavernService } from '@mrok/sdk';
import { clearAll, readSession } from '../../../shared/session';
import { clearAllDrafts } from '../../../shared/composer/drafts';
import '../../../lib/api';

/** How long the tavern is given to let the player out before the storage is cleared anyway. */
const LEAVE_WAIT_MS = 2_000;

/** Leaves the tavern (harmless when outside); never fails, never waits long. */
function leaveTavern(): Promise<void> {
  if (!readSession().token) return Promise.resolve();
  const left = TavernService.leaveTavern().then(
    () => undefined,
    () => undefined,
  );
  return Promise.race([left, new Promise<void>((resolve) => setTimeout(resolve, LEAVE_WAIT_MS))]);
}

export default function LogoutPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    let current = true;
    void leaveTavern().then(async () => {
      if (!current) return;
      // No poll may go out between the storage and the cache being cleared: it would carry no
      // token (a 401) or fill the cache again for nobody.
      await queryClient.cancelQueries();
      clearAllDrafts();
      clearAll();
      queryClient.clear();
      navigate('/login', { replace: true });
    });
    return () => {
      current = false;
    };
  }, [navigate, queryClient]);
  return null;
}
