// What the site decides by role that core's permission table has no permission for (issue 50):
// kept here, next to can(), so that no screen compares roles by hand. Raise a permission in core
// before adding to this file.
import type { Role } from '@mrok/sdk';

const READ_WITHOUT_CHARACTER: readonly Role[] = ['admin'];

/**
 * An admin may use the player site without a character of their own (read-only): not sent to
 * character creation, and told so on every /home page.
 */
export function readsWithoutCharacter(role: Role | undefined): boolean {
  return role !== undefined && READ_WITHOUT_CHARACTER.includes(role);
}
