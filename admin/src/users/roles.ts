// The roles an account can have, with their Polish names.
import type { Role } from '../lib/session';

export const ROLE_CHOICES: { id: Role; name: string }[] = [
  { id: 'mieszkaniec', name: 'Mieszkaniec' },
  { id: 'admin', name: 'Administrator' },
  { id: 'mistrz_gry', name: 'Mistrz gry' },
];

export function roleLabel(role: string | undefined): string {
  return ROLE_CHOICES.find((choice) => choice.id === role)?.name ?? role ?? '—';
}
