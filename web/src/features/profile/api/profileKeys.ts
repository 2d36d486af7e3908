// Query keys of the profile feature. Everything about one account's profile page sits under
// profileKeys.account(accountId), so one invalidation can refresh the whole page.
import type { CharacterTarget } from '../characters';

export const profileKeys = {
  all: ['profile'] as const,
  account: (accountId: number) => [...profileKeys.all, accountId] as const,
  /** The main character's profile (GET /api/home/profile/{id}). */
  detail: (accountId: number) => [...profileKeys.account(accountId), 'detail'] as const,
  /** The account's secondary characters (GET /api/secondary-characters/{userId}). */
  secondaries: (accountId: number) => [...profileKeys.account(accountId), 'secondaries'] as const,
  /** A character card (main by account id, secondary by its own id). */
  card: (target: CharacterTarget) =>
    target.kind === 'main'
      ? ([...profileKeys.account(target.accountId), 'card', 'main'] as const)
      : ([...profileKeys.account(target.accountId), 'card', 'secondary', target.id] as const),
  /** Where a character's own fields (name, status, avatar, magic, …) come from. */
  character: (target: CharacterTarget) =>
    target.kind === 'main' ? profileKeys.detail(target.accountId) : profileKeys.secondaries(target.accountId),
};
