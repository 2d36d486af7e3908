// The /home layout (spec 1 §2): sidebar (280 px) with the player's card and navigation, the page
// (at most 1400 px wide), the online list on the right. At 768 px and below: a top bar with a
// dropdown menu, a slide-in online panel and a bottom navigation. Focus mode hides the sidebar
// and the bottom navigation. On a session view the panel lists that session's participants, in the
// tavern its guests. A skip link ('Przejdź do treści') comes before everything. The player's own
// live socket (session activity, announcements) is open while here, and global announcements
// show over everything. An admin without a character reads the game and is told so. The wiki's search sits under the player's card (on phones, behind the top
// bar's search button); the lore feature provides it through the app layer.
import { Suspense, useEffect, useState } from 'react';
import { Outlet, Link as RouterLink, useLocation } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import useMediaQuery from '@mui/material/useMediaQuery';
import PeopleIcon from '@mui/icons-material/People';
import { mainCharacterQuery } from '@/shared/api/mainCharacter';
import { useSiteInfo } from '@/shared/api/siteInfo';
import { useFocusMode } from '@/shared/focusMode';
import { NO_CHARACTER_TEXTS, lacksCharacter } from '@/shared/noCharacter';
import { readsWithoutCharacter } from '@/shared/access/siteRules';
import { STORAGE_KEYS, readSession } from '@/shared/session';
import { GlobalAnnouncements } from '../components/GlobalAnnouncements';
import { SkipLink } from '../components/SkipLink';
import { usePlayerEvents } from '@/shared/live/playerEvents';
import { SHELL_CHROME_VAR } from '@/shared/pageFill';
import { WikiSearch } from '@/app/lore';
import { Navigation } from '../components/Navigation';
import { OnlinePanel } from '../components/OnlinePanel';
import { SessionParticipantsPanel } from '../components/SessionParticipantsPanel';
import { TavernParticipantsPanel } from '../components/TavernParticipantsPanel';
import { PlayerCard } from '../components/PlayerCard';
import { MobileTopBar } from '../components/MobileTopBar';
import { NotificationBell } from '@/shared/notifications/NotificationBell';
import { watchDevicePush } from '@/shared/pwa/push';
import { MobileBottomNav } from '../components/MobileBottomNav';
import { SHELL } from '../layout';
import { usePlayerCard } from '../api/usePlayerCard';
import { isTavernRoute, sessionRouteOf } from '../sessionRoute';

/** The page's own content: where the skip link leads. */
const CONTENT_ID = 'tresc';

export default function HomeLayout() {
  const session = readSession();
  const { wikiUrl } = useSiteInfo();
  const character = useQuery(mainCharacterQuery(session.token));
  const focusMode = useFocusMode();
  const mobile = useMediaQuery(`(max-width:${SHELL.mobileMax}px)`);
  const wideEnoughForPanel = useMediaQuery(`(min-width:${SHELL.onlinePanelMin}px)`);
  const [onlineOpen, setOnlineOpen] = useState(false);
  usePlayerEvents();
  // This device's push subscription reaches the server again when the push service replaced it.
  useEffect(() => watchDevicePush(), []);
  const pathname = useLocation().pathname;
  const openSession = sessionRouteOf(pathname);
  const inTavern = isTavernRoute(pathname);
  const panelLabel = openSession ? 'Pokaż uczestników sesji' : inTavern ? 'Pokaż gości karczmy' : 'Pokaż graczy online';
  const sidePanel = (onNavigate?: () => void) =>
    openSession ? (
      <SessionParticipantsPanel key={`${openSession.kind}:${openSession.id}`} kind={openSession.kind} id={openSession.id} onNavigate={onNavigate} />
    ) : inTavern ? (
      <TavernParticipantsPanel onNavigate={onNavigate} />
    ) : (
      <OnlinePanel onNavigate={onNavigate} />
    );

  // Whether the account has a character: the check's answer, until then what the login said.
  const hasCharacter = character.data ? character.data.hasCharacter : session.hasCharacter;
  const profile = usePlayerCard(session.userId, hasCharacter);

  const name = hasCharacter
    ? (profile?.name ?? character.data?.user ?? localStorage.getItem(STORAGE_KEYS.userName))
    : localStorage.getItem(STORAGE_KEYS.accountEmail);
  const avatarUrl = !hasCharacter ? null : profile ? profile.avatar : localStorage.getItem(STORAGE_KEYS.avatarUrl);
  const card = (
    <PlayerCard
      userId={session.userId}
      hasCharacter={hasCharacter}
      name={name}
      avatarUrl={avatarUrl}
      role={session.role}
      rank={profile?.rank ?? null}
    />
  );
  const navigation = <Navigation userId={session.userId} role={session.role} wikiUrl={wikiUrl} />;
  // On phones the search opens on demand (with a way to close it), so it takes the focus.
  const search = (onNavigate?: () => void) => (
    <Suspense fallback={null}>
      <WikiSearch onNavigate={onNavigate} autoFocus={onNavigate !== undefined} />
    </Suspense>
  );
  const showSidebar = !mobile && !focusMode;
  const panelDocked = !mobile && wideEnoughForPanel;
  // Between the phone layout and the docked panel the panel's button floats at the top right;
  // the content keeps its column clear, so the button never covers a heading or an action.
  const buttonFloats = !mobile && !panelDocked;
  const sidePadding = { xs: 1.5, sm: 3 };
  const phoneBars = mobile && !focusMode;
  // What the shell takes from the window's height around the page (PAGE_FILL_HEIGHT): on a phone
  // the top bar with its two borders and the room for the bottom navigation, and the padding
  // (theme spacing `pad` above, and below when there is no bottom navigation).
  const chrome = (pad: number) => `${(phoneBars ? SHELL.topBarHeight + 2 + SHELL.bottomNavRoom * 8 : pad * 8) + pad * 8}px`;

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipLink targetId={CONTENT_ID} />
      <GlobalAnnouncements />
      {showSidebar && (
        <Box
          component="aside"
          data-testid="sidebar"
          sx={{ width: SHELL.sidebarWidth, flexShrink: 0, position: 'sticky', top: 0, height: '100vh', overflowY: 'auto',
            borderRight: 1, borderColor: 'divider', bgcolor: 'rgba(21, 17, 19, 0.92)' }}
        >
          {card}
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 1 }}>
            <NotificationBell />
          </Box>
          {search()}
          {navigation}
        </Box>
      )}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        {mobile && (
          <MobileTopBar
            card={card}
            bell={<NotificationBell />}
            userId={session.userId}
            role={session.role}
            wikiUrl={wikiUrl}
            panelLabel={panelLabel}
            search={search}
            onOpenOnline={() => setOnlineOpen(true)}
            hidden={focusMode}
          />
        )}
        <Box component="main" id={CONTENT_ID} tabIndex={-1} sx={{ flex: 1, width: '100%', maxWidth: SHELL.contentMax, mx: 'auto', pl: sidePadding, pr: buttonFloats ? SHELL.floatingButtonLane : sidePadding, pt: { xs: 1.5, sm: 3 },
          // Room for the fixed bottom navigation on phones (a responsive `p` would override it).
          pb: phoneBars ? SHELL.bottomNavRoom : { xs: 1.5, sm: 3 },
          [SHELL_CHROME_VAR]: { xs: chrome(1.5), sm: chrome(3) } }}>
          {readsWithoutCharacter(session.role) && lacksCharacter(character.data) && (
            <Alert
              severity="info"
              data-testid="admin-without-character"
              sx={{ mb: 2 }}
              action={
                <Button component={RouterLink} to="/createCharacter" color="inherit" size="small">
                  Stwórz postać
                </Button>
              }
            >
              {NO_CHARACTER_TEXTS.banner}
            </Alert>
          )}
          <Suspense fallback={<LinearProgress color="secondary" />}>
            <Outlet />
          </Suspense>
        </Box>
      </Box>
      {panelDocked ? (
        <Box sx={{ width: SHELL.onlinePanelWidth, flexShrink: 0, borderLeft: 1, borderColor: 'divider', position: 'sticky', top: 0, height: '100vh', overflowY: 'auto' }}>
          {sidePanel()}
        </Box>
      ) : (
        <>
          {buttonFloats && (
            <IconButton
              aria-label={panelLabel}
              onClick={() => setOnlineOpen(true)}
              sx={{ position: 'fixed', right: 16, top: 16, bgcolor: 'background.paper', border: 1, borderColor: 'divider' }}
            >
              <PeopleIcon />
            </IconButton>
          )}
          <Drawer anchor="right" open={onlineOpen} onClose={() => setOnlineOpen(false)}>
            <Box sx={{ width: SHELL.onlinePanelWidth, maxWidth: '85vw' }}>
              {sidePanel(() => setOnlineOpen(false))}
            </Box>
          </Drawer>
        </>
      )}
      {mobile && !focusMode && <MobileBottomNav userId={session.userId} />}
    </Box>
  );
}
