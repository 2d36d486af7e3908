// The roles' Polish names as ranks, the server's own (`Role::label` in core/src/shared/role.rs,
// docs/decisions.md "The rank"): what a profile's 'Ranga' says unless an admin gave the character
// a rank of its own, and what the sidebar's card says before the profile has answered.
import type { Role } from '@mrok/sdk';

export const ROLE_LABELS: Record<Role, string> = {
  mieszkaniec: 'Mieszkaniec',
  admin: 'Administrator',
  mistrz_gry: 'Mistrz Gry',
};

/** The roles the sidebar's card shows as the crowned badge instead of a rank (how a role looks, not what it may do). */
export const CROWNED: Record<Role, boolean> = { mieszkaniec: false, admin: true, mistrz_gry: false };

/** The rank a role gives; an unknown role reads as a resident's. */
export const roleLabel = (role: Role): string => ROLE_LABELS[role] ?? ROLE_LABELS.mieszkaniec;
