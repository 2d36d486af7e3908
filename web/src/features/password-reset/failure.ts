// What a password-reset page says when a call fails: the server's words (else the page's own), or,
// when the server could not be reached, that the connection failed.
import { errorMessage, errorStatus } from '@/lib/api';

export const CONNECTION_FAILED = 'Wystąpił błąd połączenia. Spróbuj ponownie.';

export function failureText(error: unknown, fallback: string, unreachable: string = CONNECTION_FAILED): string {
  return errorStatus(error) === undefined ? unreachable : errorMessage(error, fallback);
}
