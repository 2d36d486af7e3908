// Polish words for a roleplay session's fields, and where the player site shows a session.

/** The two kinds of session the API lists. */
export const SESSION_KINDS = ['general', 'private'] as const;
export type SessionKind = (typeof SESSION_KINDS)[number];

export function isSessionKind(kind: unknown): kind is SessionKind {
  return (SESSION_KINDS as readonly unknown[]).includes(kind);
}

/** The kind filter's choices: the plural, as in "show the general ones". */
export const KIND_CHOICES: { id: SessionKind; name: string }[] = [
  { id: 'general', name: 'Ogólne' },
  { id: 'private', name: 'Prywatne' },
];

export function kindLabel(kind: string): string {
  if (kind === 'general') return 'Ogólna';
  if (kind === 'private') return 'Prywatna';
  return kind;
}

export function statusLabel(closed: boolean): string {
  return closed ? 'Zamknięta' : 'Aktywna';
}

export function ownerLabel(ownerName: string | undefined | null): string {
  return ownerName ? ownerName : 'Nieznany';
}

/** The session's page on the player site (same host), where admins read even private ones; none for an unknown kind. */
export function playerSitePath(session: { id: number; kind: string }): string | null {
  if (session.kind === 'general') return `/home/generalSessions/${session.id}`;
  if (session.kind === 'private') return `/home/privateSessions/${session.id}`;
  return null;
}
