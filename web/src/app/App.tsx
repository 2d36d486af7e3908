// The route table of spec 1 §2. Every screen loads lazily; the start-up gate decides first
// whether the player may see the game at all (prison, game block).
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { StartupGate } from '../features/startup/components/StartupGate';
import { LoadingScreen } from '../features/startup/components/LoadingScreen';
import { RootRedirect, RequireHome } from './guards';
import { withRuleEntries } from './lore';
import { queryClient } from '../lib/query';
import { readSession } from '../shared/session';

const loginPage = () => import('../features/landing/routes/LoginPage');
const LoginPage = lazy(loginPage);
const RegisterPage = lazy(() => import('../features/register/routes/RegisterPage'));
// The rules' text with the rules collection's entries (the lore feature's, handed in here).
const RulesPage = withRuleEntries(() => import('../features/rules/routes/RulesPage'));
const ActivationPage = lazy(() => import('../features/activation/routes/ActivationPage'));
const ResetPasswordPage = lazy(() => import('../features/password-reset/routes/ResetPasswordPage'));
const NewPasswordPage = lazy(() => import('../features/password-reset/routes/NewPasswordPage'));
const CreateCharacterPage = lazy(() => import('../features/character-creation/routes/CreateCharacterPage'));
const LogoutPage = lazy(() => import('../features/logout/routes/LogoutPage'));
const UnsubscribePage = lazy(() => import('../features/unsubscribe/routes/UnsubscribePage'));
const homeRoutes = () => import('../features/shell/routes/HomeRoutes');
const HomeRoutes = lazy(homeRoutes);

/**
 * Starts downloading the screen of the address the site opens on before React's first render
 * (main.tsx): the login, or /home's layout and its front page, which otherwise wait for the
 * start-up checks and then for each other — three round trips on a phone.
 */
export function preloadRoute(pathname: string): void {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/login' || path === '/') void loginPage();
  if (path.startsWith('/home')) void homeRoutes();
  if (path === '/home') {
    void import('../features/news/routes/HomePage');
    // The front page's checklist asks three questions after the start-up checks: asked now, beside them.
    const session = readSession();
    if (session.token && session.hasCharacter && session.userId) {
      const userId = Number(session.userId);
      void import('../features/news/components/FirstHour').then(({ prefetchFirstHour }) => prefetchFirstHour(queryClient, userId));
    }
  }
}

export function App() {
  return (
    <StartupGate>
      <Suspense fallback={<LoadingScreen />}>
        <Routes>
          <Route path="/" element={<RootRedirect />} />
          <Route path="/login" element={<LoginPage />} />
          <Route path="/register" element={<RegisterPage />} />
          <Route path="/regulamin" element={<RulesPage />} />
          <Route path="/activate/:token" element={<ActivationPage />} />
          <Route path="/activate" element={<ActivationPage />} />
          <Route path="/resetpassword" element={<ResetPasswordPage />} />
          <Route path="/newpassword/:token" element={<NewPasswordPage />} />
          <Route path="/newpassword" element={<NewPasswordPage />} />
          <Route path="/createCharacter" element={<CreateCharacterPage />} />
          <Route path="/logout" element={<LogoutPage />} />
          <Route path="/unsubscribe/:token" element={<UnsubscribePage />} />
          <Route path="/home/*" element={<RequireHome><HomeRoutes /></RequireHome>} />
          <Route path="*" element={<Navigate to="/" replace />} />
        </Routes>
      </Suspense>
    </StartupGate>
  );
}
