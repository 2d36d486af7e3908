import { act } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@/shared/editor/testing';
import { AccountsService, CancelablePromise, TavernService } from '@mrok/sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSession, saveLogin } from './session';
import { useLogout } from './useLogout';

const resolved = <T,>(value: T) => new CancelablePromise<T>((resolve) => resolve(value));
const refused = () => new CancelablePromise<{ message: string }>((_, reject) => reject(new Error('401')));

/** The hook's function, from a component rendered under a query client. */
async function logoutFunction(): Promise<() => Promise<void>> {
  let logout: (() => Promise<void>) | undefined;
  function Probe() {
    logout = useLogout();
    return null;
  }
  await render(
    <QueryClientProvider client={new QueryClient()}>
      <Probe />
    </QueryClientProvider>,
  );
  if (!logout) throw new Error('useLogout did not run');
  return logout;
}

afterEach(async () => {
  await cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('useLogout', () => {
  it('leaves the tavern, then ends the token on the server, then forgets the login', async () => {
    saveLogin({ token: 'jwt', userId: 7, userRole: 'mieszkaniec', race: null });
    const calls: string[] = [];
    vi.spyOn(TavernService, 'leaveTavern').mockImplementation(() => {
      calls.push(`tavern:${readSession().token}`);
      return resolved({ message: 'Wyszedłeś' });
    });
    vi.spyOn(AccountsService, 'logout').mockImplementation(() => {
      calls.push(`logout:${readSession().token}`);
      return resolved({ message: 'Wylogowano.' });
    });
    const logout = await logoutFunction();
    await act(() => logout());
    expect(calls).toEqual(['tavern:jwt', 'logout:jwt']);
    expect(readSession().token).toBeFalsy();
  });

  it('forgets the login even when the server refuses to end it', async () => {
    saveLogin({ token: 'jwt', userId: 7, userRole: 'mieszkaniec', race: null });
    vi.spyOn(TavernService, 'leaveTavern').mockImplementation(refused);
    vi.spyOn(AccountsService, 'logout').mockImplementation(refused);
    const logout = await logoutFunction();
    await act(() => logout());
    expect(AccountsService.logout).toHaveBeenCalledTimes(1);
    expect(readSession().token).toBeFalsy();
  });
});
