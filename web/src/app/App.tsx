// The route table of spec 1 §2. Every screen loads lazily; the start-up gate decides first
// whether the player may see the game at all (prison, game block).
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { StartupGate } from '../features/startup/components/StartupGate';
import { LoadingScreen } from '../features/startup/components/LoadingScreen';
import { RootRedirect, RequireHome } from './guards';
import { withRuleEntries } from './lore';

const LoginPage = lazy(() => import('../features/landing/routes/LoginPage'));
const RegisterPage = lazy(() => import('../features/register/routes/RegisterPage'));
// The rules' text with the rules collection's entries (the lore feature's, handed in here).
const RulesPage = withRuleEntries(() => import('../features/rules/routes/RulesPage'));
const ActivationPage = lazy(() => import('../features/activation/routes/ActivationPage'));
const ResetPasswordPage = lazy(() => import('../features/password-reset/routes/ResetPasswordPage'));
const NewPasswordPage = lazy(() => import('../features/password-reset/routes/NewPasswordPage'));
const CreateCharacterPage = lazy(() => import('../features/character-creation/routes/CreateCharacterPage'));
const LogoutPage = lazy(() => import('../features/logout/routes/LogoutPage'));
const HomeRoutes = lazy(() => import('../features/shell/routes/HomeRoutes'));

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
          <Route path="/home/*" element={<RequireHome><HomeRoutes /></RequireHome>} />
          <Route path="*" element={<Navigate to="/" replace />} />
        </Routes>
      </Suspense>
    </StartupGate>
  );
}
