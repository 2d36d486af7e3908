// The roles the API knows, for reading a role back from the browser storage (anyone can edit it).
// Not a permission: what a role may do is can() (./can.ts).
import type { Role } from '@mrok/sdk';

const KNOWN: Record<Role, true> = { mieszkaniec: true, admin: true, mistrz_gry: true };

/** Whether `value` is one of the API's roles. */
export function isRole(value: string | null): value is Role {
  return value !== null && Object.hasOwn(KNOWN, value);
}
