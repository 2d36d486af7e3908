// The site's one authorization seam: what a role may do, read from permissions.json, the mirror of
// core's table (`Permission::granted_to` in core/src/access/permission.rs; a core test compares
// the two). Nothing else in src/ compares roles (the ESLint rule mrok/role-checks): a screen asks
// `can(role, 'manageNews')`, `useCan('manageNews')` or wraps its part in `<Can permission="…">`.
// The server checks every write again; this only decides what the site offers.
import type { ReactNode } from 'react';
import type { Role } from '@mrok/sdk';
import PERMISSIONS from './permissions.json';
import { readSession } from '../session';

/** A permission of core's table, by its variant's name in lowerCamelCase. */
export type Permission = keyof typeof PERMISSIONS;

const GRANTED: Record<Permission, readonly string[]> = PERMISSIONS;

/** Whether `role` holds `permission`; no role (nobody signed in) holds none. */
export function can(role: Role | undefined, permission: Permission): boolean {
  return role !== undefined && GRANTED[permission].includes(role);
}

/** Whether the signed-in viewer holds `permission` (the stored, integrity-checked role; read on every render, as the screens always did). */
export function useCan(permission: Permission): boolean {
  return can(readSession().role, permission);
}

interface CanProps {
  permission: Permission;
  children: ReactNode;
  /** What shows instead when the viewer does not hold the permission (nothing by default). */
  fallback?: ReactNode;
}

/** `children` only for a viewer who holds `permission`, else `fallback`. */
export function Can({ permission, children, fallback = null }: CanProps): ReactNode {
  return useCan(permission) ? children : fallback;
}
