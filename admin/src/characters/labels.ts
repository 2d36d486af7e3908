// Polish words for a character's fields.

export function kindLabel(kind: string): string {
  if (kind === 'main') return 'główna';
  if (kind === 'secondary') return 'poboczna';
  return kind;
}

export function magicLabel(magic: string | undefined | null): string {
  return magic ? magic : 'nie wybrano';
}

export const APPROVED_MESSAGE = 'Postać została zaakceptowana!';
export const UNAPPROVED_MESSAGE = 'Postać została odrzucona!';

/** The character's profile on the player site: its owner's profile (secondary characters are its tabs). */
export function gameProfilePath(character: { userId: number }): string {
  return `/home/profile/${character.userId}`;
}

/** The approval queue's filter: characters not yet approved ('Niezaakceptowane'). */
export const WAITING_FILTER = { approval: 'waiting' } as const;
export const APPROVAL_CHOICES = [{ id: 'waiting', name: 'Niezaakceptowane' }];

/** The approval in spec 1 §4's words, as the player site shows it. */
export function approvalLabel(approved: boolean): string {
  return approved ? 'Zaakceptowana' : 'Niezaakceptowana';
}
