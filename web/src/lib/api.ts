// The SDK wired to this site: the API lives under /api on the same host and every call carries
// the stored token. Components use the SDK's services through the hooks in features/*/api.
import { ApiError, OpenAPI } from '@mrok/sdk';
import { STORAGE_KEYS } from '../shared/session';

OpenAPI.BASE = '/api';
OpenAPI.TOKEN = async () => localStorage.getItem(STORAGE_KEYS.token) ?? '';

/** The server's Polish message, or `fallback` (network failures, unexpected answers). */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    const body = error.body as { message?: unknown } | undefined;
    if (body && typeof body.message === 'string' && body.message) return body.message;
  }
  return fallback;
}

/** The HTTP status of a failed call, or undefined when the server was not reached. */
export function errorStatus(error: unknown): number | undefined {
  return error instanceof ApiError ? error.status : undefined;
}

/** Whether the call failed because the login is missing or no longer valid. */
export function isAuthFailure(error: unknown): boolean {
  const status = errorStatus(error);
  return status === 401 || status === 403;
}
