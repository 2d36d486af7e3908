// Route guards built on the redirect rules of shared/redirects.
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { adminGuard, homeGuard, rootTarget } from '../shared/redirects';
import { readSession } from '../shared/session';

export function RootRedirect() {
  return <Navigate to={rootTarget(readSession())} replace />;
}

export function RequireHome({ children }: { children: ReactNode }) {
  const target = homeGuard(readSession());
  return target ? <Navigate to={target} replace /> : <>{children}</>;
}

export function AdminOnly({ children }: { children: ReactNode }) {
  const target = adminGuard(readSession().role);
  return target ? <Navigate to={target} replace /> : <>{children}</>;
}
