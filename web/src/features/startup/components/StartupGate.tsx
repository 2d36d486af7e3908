// The start-up sequence of spec 1 §4: with a token, the character check, then the prison status,
// then (for residents) the announcement check — repeated every 30 s while not blocked. A prison
// or a game block replaces the whole app; until the first round is done, the loading screen.
import { useCallback, useEffect, type ReactNode } from 'react';
import { useNavigate, useLocation } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isAuthFailure } from '@/lib/api';
import { can } from '@/shared/access/can';
import { mainCharacterQuery } from '@/shared/api/mainCharacter';
import { STORAGE_KEYS, checkRoleIntegrity, clearAll, forgetLogin, readSession, setHasCharacter } from '@/shared/session';
import { prisonStatusQuery } from '../api/prisonStatus';
import { residentMessageQuery } from '../api/residentMessage';
import { decideStartup } from '../startupState';
import { LoadingScreen } from './LoadingScreen';
import { PrisonScreen } from './PrisonScreen';
import { ResidentBlockView } from '@/shared/components/ResidentBlockView';
import { useLogout } from '@/shared/useLogout';
import { useSignedOutElsewhere } from '@/shared/signedOutElsewhere';

export function StartupGate({ children }: { children: ReactNode }) {
  const location = useLocation(); // re-read the stored session on every navigation
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logout = useLogout();
  const integrity = checkRoleIntegrity(localStorage);
  const session = readSession();
  const token = integrity === 'tampered' ? null : session.token;

  useEffect(() => {
    if (integrity === 'tampered') {
      clearAll();
      window.location.reload();
    }
  }, [integrity]);

  // The back office (or another tab) signed out: this tab logs out cleanly too.
  const pathname = location.pathname;
  useSignedOutElsewhere(
    useCallback(() => {
      void logout().then(() => {
        if (pathname.startsWith('/home') || pathname === '/createCharacter') navigate('/login', { replace: true });
      });
    }, [logout, navigate, pathname]),
  );

  const character = useQuery(mainCharacterQuery(token));
  const prison = useQuery(prisonStatusQuery(token, !character.isPending));
  const resident = useQuery(residentMessageQuery(token, !prison.isPending && !can(session.role, 'playDuringGameBlock')));

  useEffect(() => {
    if (character.data) {
      setHasCharacter(character.data.hasCharacter);
      if (character.data.user) {
        localStorage.setItem(STORAGE_KEYS.userName, character.data.user);
        localStorage.setItem(STORAGE_KEYS.username, character.data.user);
      }
    }
    // A token the server no longer accepts means: not logged in.
    if (character.error && isAuthFailure(character.error)) {
      forgetLogin();
      queryClient.removeQueries();
      if (location.pathname.startsWith('/home') || location.pathname === '/createCharacter') {
        navigate('/login', { replace: true });
      }
    }
  }, [character.data, character.error, queryClient, location.pathname, navigate]);

  const state = decideStartup({
    token,
    role: session.role,
    character: { data: character.data, settled: !character.isPending || character.isError },
    prison: { data: prison.data, settled: !prison.isPending || prison.isError },
    resident: { data: resident.data, settled: !resident.isPending || resident.isError },
  });

  switch (state.kind) {
    case 'loading':
      return <LoadingScreen />;
    case 'prison':
      return <PrisonScreen message={state.message} daysLeft={state.daysLeft} releaseDate={state.releaseDate} />;
    case 'resident-block':
      return (
        <ResidentBlockView
          variant="app"
          title={state.title}
          content={state.content}
          updatedAt={state.updatedAt}
          checking={resident.isFetching}
          onRecheck={() => void resident.refetch()}
          onEscape={() => void logout().then(() => navigate('/login', { replace: true }))}
        />
      );
    case 'open':
      return <>{children}</>;
  }
}
