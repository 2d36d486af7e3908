// The back office's own browser storage. Its keys never overlap the player site's (which uses
// `token`, `userId`, `userRole`… on the same origin), so signing in here never signs anybody in
// or out there.
import type { Role } from '@mrok/sdk';

export type { Role };

export const STORAGE_KEYS = {
  token: 'mrok-admin-token',
  identity: 'mrok-admin-identity',
} as const;

/** Who is signed in to the back office. */
export interface StaffIdentity {
  userId: number;
  email: string;
  role: Role;
}

/** Whether a value read from storage or a form is one of the API's roles. */
export function isRole(value: unknown): value is Role {
  return value === 'mieszkaniec' || value === 'admin' || value === 'mistrz_gry';
}

export function storedToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.token);
}

export function storedIdentity(): StaffIdentity | null {
  const raw = localStorage.getItem(STORAGE_KEYS.identity);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { userId, email, role } = parsed as Record<string, unknown>;
    if (typeof userId !== 'number' || typeof email !== 'string' || !isRole(role)) return null;
    return { userId, email, role };
  } catch {
    return null;
  }
}

export function storeSession(token: string, identity: StaffIdentity): void {
  localStorage.setItem(STORAGE_KEYS.token, token);
  localStorage.setItem(STORAGE_KEYS.identity, JSON.stringify(identity));
}

export function clearSession(): void {
  localStorage.removeItem(STORAGE_KEYS.token);
  localStorage.removeItem(STORAGE_KEYS.identity);
}
