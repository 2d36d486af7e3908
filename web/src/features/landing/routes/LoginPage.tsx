// /login: the public landing page — hero with the login form, warnings, contact (spec 1 §1–§4).
// A player who already holds a token still sees it; nothing redirects from here.
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import type { ResidentMessageBody } from '@mrok/sdk';
import { useSiteInfo } from '@/shared/api/siteInfo';
import { ResidentBlockView } from '@/shared/components/ResidentBlockView';
import { readSession } from '@/shared/session';
import { useLogout } from '@/shared/useLogout';
import { useCheckResidentMessage } from '../api/useCheckResidentMessage';
import { LandingNav } from '../components/LandingNav';
import { HeroSection } from '../components/HeroSection';
import { LoginForm } from '../components/LoginForm';

const loadAboutDialog = () => import('../components/AboutDialog');
const AboutDialog = lazy(loadAboutDialog);
// Warnings, contact and footer: below the fold, one chunk fetched as soon as the page renders.
const loadBelowTheFold = () => import('../components/BelowTheFold');
const BelowTheFold = lazy(loadBelowTheFold);
const LandingFooter = lazy(() => loadBelowTheFold().then((module) => ({ default: module.LandingFooter })));

export default function LoginPage() {
  const { adminEmail, wikiUrl } = useSiteInfo();
  const navigate = useNavigate();
  const logout = useLogout();
  const recheck = useCheckResidentMessage();
  const [block, setBlock] = useState<ResidentMessageBody | null>(null);
  const [aboutOpen, setAboutOpen] = useState(false);
  const [aboutLoaded, setAboutLoaded] = useState(false);

  if (block) {
    return (
      <ResidentBlockView
        variant="login"
        title={block.title}
        content={block.content}
        updatedAt={block.updatedAt ?? block.createdAt}
        checking={recheck.isPending}
        onEscape={() => void logout().then(() => window.location.reload())}
        onRecheck={() => {
          const goOn = () => navigate(readSession().hasCharacter ? '/home' : '/createCharacter');
          recheck.mutate(undefined, {
            onSuccess: (answer) => (answer.hasMessage ? setBlock(answer) : goOn()),
            // A failed check means no message (spec 1 §4).
            onError: goOn,
          });
        }}
      />
    );
  }

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <LandingNav />
      <Box component="main" sx={{ flex: 1 }}>
        <HeroSection
          loginForm={<LoginForm onBlocked={setBlock} />}
          wikiUrl={wikiUrl}
          onAboutIntent={() => void loadAboutDialog()}
          onAbout={() => {
            setAboutLoaded(true);
            setAboutOpen(true);
          }}
        />
        <Suspense fallback={<Box sx={{ minHeight: '100vh' }} />}>
          <BelowTheFold adminEmail={adminEmail} />
        </Suspense>
      </Box>
      <Suspense fallback={null}>
        <LandingFooter />
      </Suspense>
      {aboutLoaded && (
        <Suspense fallback={null}>
          <AboutDialog open={aboutOpen} onClose={() => setAboutOpen(false)} adminEmail={adminEmail} />
        </Suspense>
      )}
    </Box>
  );
}
