// The SDK wired to the back office: the API lives under /api on the same host and every call
// carries the back office's own stored token. Nothing here speaks HTTP by hand. Also the words
// of a failed call, in one place: the server's message, else the caller's fallback when the
// server answered, else the connection text (spec 3 §8).
import { ApiError, OpenAPI } from '@mrok/sdk';
import { storedToken } from './session';

OpenAPI.BASE = '/api';
OpenAPI.TOKEN = async () => storedToken() ?? '';

/** Only when the server could not be reached: no answer at all. */
export const NETWORK_ERROR = 'Nie udało się połączyć z serwerem. Spróbuj ponownie.';

/** What a failure says when the server answered without a message of its own: a fixed text, or
 * one worded from the HTTP status. */
export type Fallback = string | ((status: number) => string);

/** A fetch's fallback in the spec's words: 'HTTP {status}: Błąd pobierania …'. */
export const fetchFailure =
  (what: string) =>
  (status: number): string =>
    `HTTP ${status}: Błąd pobierania ${what}`;

/** The fallback of a call that names none of its own. */
export const serverFailure = (status: number): string => `HTTP ${status}: Błąd serwera`;

/** The admin tools' error alerts are prefixed 'Błąd: ' (spec 3 §8). */
export const adminError = (text: string): string => `Błąd: ${text}`;

/** The server's Polish message; when the server answered without one (a proxy's 502 page, an
 * empty body), `fallback`; the connection text only when it was not reached. */
export function errorMessage(error: unknown, fallback: Fallback = serverFailure): string {
  if (!(error instanceof ApiError)) return NETWORK_ERROR;
  const body = error.body as { message?: unknown } | string | undefined;
  if (typeof body === 'object' && body !== null && typeof body.message === 'string' && body.message) return body.message;
  return typeof fallback === 'string' ? fallback : fallback(error.status);
}

/** The stable code of the server's refusal (`no_secondary_characters`…), if it sent one. */
export function errorCode(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const body = error.body as { code?: unknown } | undefined;
  return typeof body === 'object' && body !== null && typeof body.code === 'string' ? body.code : undefined;
}

/** The HTTP status of a failed call, or undefined when the server was not reached. */
export function errorStatus(error: unknown): number | undefined {
  if (error instanceof ApiError) return error.status;
  if (typeof error === 'object' && error !== null && 'status' in error) {
    const { status } = error as { status: unknown };
    if (typeof status === 'number') return status;
  }
  return undefined;
}
