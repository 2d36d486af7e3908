// What the profile screen shows after loading (spec 1 §4 "Profile loading", §7 "Profile load
// answers"): the profile, the not-found view, a lost login (back to /login) or an error text.
import type { ProfileBody } from '@mrok/sdk';
import { errorStatus } from '@/lib/api';

export const LOAD_MESSAGES = {
  server: 'Błąd serwera - spróbuj ponownie za chwilę',
  empty: 'Serwer zwrócił pusty response',
  malformed: 'Błąd parsowania danych z serwera',
  unreachable: 'Błąd podczas ładowania profilu',
  status: (status: number) => `HTTP ${status}: Błąd podczas ładowania profilu`,
  notFound: (id: string) => `Nie ma takiej postaci (ID: ${id})`,
} as const;

/** The server answered 2xx with something that is not a profile. */
export class ProfileBodyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProfileBodyError';
  }
}

/** Checks a profile answer; throws the empty or malformed error otherwise. */
export function checkProfileBody(answer: unknown): ProfileBody {
  if (answer === null || answer === undefined || answer === '') throw new ProfileBodyError(LOAD_MESSAGES.empty);
  if (typeof answer !== 'object') throw new ProfileBodyError(LOAD_MESSAGES.malformed);
  const body = answer as Record<string, unknown>;
  const data = body.profileData as Record<string, unknown> | null | undefined;
  if (!data || typeof data !== 'object' || typeof data.id !== 'number') throw new ProfileBodyError(LOAD_MESSAGES.malformed);
  return answer as ProfileBody;
}

export type LoadFailure = { kind: 'auth' } | { kind: 'notFound' } | { kind: 'error'; message: string };

/** How a failed profile load is shown. */
export function loadFailure(error: unknown): LoadFailure {
  if (error instanceof ProfileBodyError) return { kind: 'error', message: error.message };
  // A body the browser could not parse as JSON.
  if (error instanceof SyntaxError) return { kind: 'error', message: LOAD_MESSAGES.malformed };
  const status = errorStatus(error);
  if (status === 401 || status === 403) return { kind: 'auth' };
  if (status === 404) return { kind: 'notFound' };
  if (status === 500) return { kind: 'error', message: LOAD_MESSAGES.server };
  if (status === undefined) return { kind: 'error', message: LOAD_MESSAGES.unreachable };
  return { kind: 'error', message: LOAD_MESSAGES.status(status) };
}
