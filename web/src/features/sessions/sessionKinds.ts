// What differs between general and private sessions on the list, new-session and archive screens
// (spec 2 §2): their titles and paths. Everything else is one component configured by the kind.
import type { SessionKind } from '@/shared/sessions/model';

export const SESSION_TEXTS: Record<SessionKind, { title: string; newTitle: string; archiveTitle: string }> = {
  general: { title: 'Sesje ogólne', newTitle: 'Nowa sesja ogólna', archiveTitle: 'Archiwum sesji ogólnych' },
  private: { title: 'Sesje prywatne', newTitle: 'Nowa sesja prywatna', archiveTitle: 'Archiwum sesji prywatnych' },
};

/** The name of the pages' navigation under the open list and the archive (both kinds). */
export const SESSION_PAGES_LABEL = 'Strony listy sesji';

/** '/home/generalSessions', '/home/privateSessions'. */
export const sessionsPath = (kind: SessionKind): string => `/home/${kind}Sessions`;

/** The session view. */
export const sessionPath = (kind: SessionKind, id: number): string => `${sessionsPath(kind)}/${id}`;

/** Router state of 'Przeglądaj' in the archive: the view then does not mark the session seen. */
export const FROM_ARCHIVE = { fromArchive: true } as const;
