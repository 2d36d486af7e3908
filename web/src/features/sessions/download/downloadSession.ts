// 'Pobierz': saves a session as a text file (spec 2 §9). Whatever the caller does not already
// hold (the session, its messages) is fetched first.
import type { SessionApi } from '@/shared/sessions/api';
import type { SessionMessage, SessionRow } from '@/shared/sessions/model';
import { sessionFileName, sessionText } from './sessionText';

/** Thrown (as the Error's message) when there is nothing to download; callers show it. */
export const NO_SESSION_DATA = 'Brak danych sesji do pobrania';

export interface KnownSessionData {
  session?: SessionRow;
  messages?: SessionMessage[];
}

/** Offers `text` to the browser as a file download. */
function saveTextFile(text: string, fileName: string): void {
  // The byte-order mark lets older Windows editors read the Polish letters.
  const url = URL.createObjectURL(new Blob(['\ufeff', text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

export async function downloadSession(api: SessionApi, id: number, known: KnownSessionData = {}): Promise<void> {
  const [session, messages] = await Promise.all([
    known.session ?? api.detail(id).catch(() => null),
    known.messages ?? api.allMessages(id).catch(() => null),
  ]);
  if (!session || !messages) throw new Error(NO_SESSION_DATA);
  saveTextFile(sessionText(session, messages, new Date()), sessionFileName(session.title, session.createdAt));
}
