// react-admin's layout with Mrok's name in the app bar, beside the page title.
import type { ReactNode } from 'react';
import { AppBar, Layout as RaLayout, TitlePortal } from 'react-admin';
import Typography from '@mui/material/Typography';
import { palette } from '../theme';

function MrokAppBar() {
  return (
    <AppBar>
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

export function Layout({ children }: { children: ReactNode }) {
  return <RaLayout appBar={MrokAppBar}>{children}</RaLayout>;
}
