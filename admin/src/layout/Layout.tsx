// react-admin's layout with Mrok's name in the app bar, beside the page title, and the way back
// to the game. The sign-in is the player site's: when it signs out (or another account signs in)
// in another tab, the back office follows.
import { useEffect, type ReactNode } from 'react';
import { AppBar, Layout as RaLayout, Menu, TitlePortal, UserMenu, useGetIdentity, useLogout, usePermissions } from 'react-admin';
import BugReportIcon from '@mui/icons-material/BugReport';
import GavelIcon from '@mui/icons-material/Gavel';
import SportsEsportsIcon from '@mui/icons-material/SportsEsports';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { SIGN_IN_KEYS, storedIdentity } from '../lib/session';
import { mayEnterBackOffice } from '../providers/authProvider';
import { palette } from '../theme';

/** The player site's start page for a signed-in player (outside the back office's /admin). */
export const GAME_HOME = '/home';

/** Follows the site's sign-in from other tabs: signed out there (or no longer staff) leaves; another
 * account signed in there starts the back office anew as that account. */
function useFollowSiteSignIn() {
  const logout = useLogout();
  const { identity } = useGetIdentity();
  const shownId = identity?.id;
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea !== localStorage || (event.key !== null && !SIGN_IN_KEYS.includes(event.key))) return;
      const now = storedIdentity();
      if (!mayEnterBackOffice(now?.role)) {
        // The site has already forgotten the sign-in: nothing of it to clear, only to leave.
        void logout({}, '/login', false);
      } else if (shownId !== undefined && now.userId !== shownId) {
        window.location.reload();
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [logout, shownId]);
}

/** The account menu, named by what it shows (the signed-in address) so that what is read matches what is seen. */
function MrokUserMenu() {
  const { identity } = useGetIdentity();
  return <UserMenu label={identity?.fullName ? `${identity.fullName} — konto` : 'Konto'} />;
}

function MrokAppBar() {
  return (
    <AppBar userMenu={<MrokUserMenu />}>
      <Typography
        variant="h6"
        component="span"
        sx={{ color: palette.gold, letterSpacing: '0.12em', mr: 2, display: { xs: 'none', sm: 'inline' } }}
      >
        Mrok
      </Typography>
      <TitlePortal />
      <Button
        href={GAME_HOME}
        color="inherit"
        startIcon={<SportsEsportsIcon />}
        sx={{ mr: 1, whiteSpace: 'nowrap', '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }}
        aria-label="Wróć do gry"
      >
        <Typography component="span" sx={{ display: { xs: 'none', sm: 'inline' }, font: 'inherit' }}>
          Wróć do gry
        </Typography>
      </Button>
    </AppBar>
  );
}

/** The resources, then the admin panel and the bugtrack (administrators only). */
function MrokMenu() {
  const { permissions } = usePermissions<string | null>();
  return (
    <Menu>
      <Menu.DashboardItem />
      <Menu.ResourceItems />
      {permissions === 'admin' && <Menu.Item to="/panel" primaryText="Panel admina" leftIcon={<GavelIcon />} />}
      {permissions === 'admin' && <Menu.Item to="/bugtrack" primaryText="Bugtrack" leftIcon={<BugReportIcon />} />}
    </Menu>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  useFollowSiteSignIn();
  return (
    <RaLayout appBar={MrokAppBar} menu={MrokMenu}>
      {children}
    </RaLayout>
  );
}
