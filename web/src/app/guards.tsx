// Route guards built on the redirect rules of shared/redirects.
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import type { Permission } from '../shared/access/can';
import { homeGuard, permissionGuard, rootTarget } from '../shared/redirects';
import { readSession } from '../shared/session';

export function RootRedirect() {
  return <Navigate to={rootTarget(readSession())} replace />;
}

export function RequireHome({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const target = homeGuard(readSession(), `${pathname}${search}`);
  return target ? <Navigate to={target} replace /> : <>{children}</>;
}

/** A page for the holders of `permission`: others go home, told `refusal` first when the page has one. */
export function RequirePermission({ permission, children, refusal }: { permission: Permission; children: ReactNode; refusal?: string }) {
  const target = permissionGuard(readSession().role, permission);
  if (!target) return <>{children}</>;
  return refusal ? <Refused to={target} refusal={refusal} /> : <Navigate to={target} replace />;
}

function Refused({ to, refusal }: { to: string; refusal: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    window.alert(refusal);
    navigate(to, { replace: true });
  }, [navigate, to, refusal]);
  return null;
}
