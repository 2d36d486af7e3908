// react-admin's layout with Mrok's name in the app bar, beside the page title.
import type { ReactNode } from 'react';
import { AppBar, Layout as RaLayout, Menu, TitlePortal, UserMenu, useGetIdentity, usePermissions } from 'react-admin';
import BugReportIcon from '@mui/icons-material/BugReport';
import GavelIcon from '@mui/icons-material/Gavel';
import Typography from '@mui/material/Typography';
import { palette } from '../theme';

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
  return (
    <RaLayout appBar={MrokAppBar} menu={MrokMenu}>
      {children}
    </RaLayout>
  );
}
