// The SDK wired to the back office: the API lives under /api on the same host and every call
// carries the back office's own stored token. Nothing here speaks HTTP by hand.
import { ApiError, OpenAPI } from '@mrok/sdk';
import { storedToken } from './session';

OpenAPI.BASE = '/api';
OpenAPI.TOKEN = async () => storedToken() ?? '';

/** The fallback shown when the server could not be reached or said nothing readable. */
export const NETWORK_ERROR = 'Nie udało się połączyć z serwerem. Spróbuj ponownie.';

/** The server's Polish message, or `fallback` (network failures, unexpected answers). */
export function errorMessage(error: unknown, fallback: string = NETWORK_ERROR): string {
  if (error instanceof ApiError) {
    const body = error.body as { message?: unknown } | undefined;
    if (body && typeof body.message === 'string' && body.message) return body.message;
  }
  return fallback;
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
