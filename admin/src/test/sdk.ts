// Helpers for tests that stand in for the SDK's calls.
import { ApiError, type CancelablePromise } from '@mrok/sdk';

/** A resolved SDK call. */
export function answer<T>(value: T): CancelablePromise<T> {
  return Promise.resolve(value) as unknown as CancelablePromise<T>;
}

/** A failed SDK call, as the SDK reports a JSON error from the server. */
export function failure<T = never>(status: number, message: string, code = 'error'): CancelablePromise<T> {
  const error = new ApiError(
    { method: 'GET', url: '/test' },
    { url: '/api/test', ok: false, status, statusText: String(status), body: { message, code } },
    'Generic SDK description',
  );
  return Promise.reject(error) as unknown as CancelablePromise<T>;
}

/** A failed SDK call where the server answered without a message of its own (a proxy's HTML page). */
export function unreadable<T = never>(status: number): CancelablePromise<T> {
  const error = new ApiError(
    { method: 'GET', url: '/test' },
    { url: '/api/test', ok: false, status, statusText: String(status), body: '<html>Bad Gateway</html>' },
    'Generic SDK description',
  );
  return Promise.reject(error) as unknown as CancelablePromise<T>;
}

/** A call that never reached the server, as fetch reports it. */
export function offline<T = never>(): CancelablePromise<T> {
  return Promise.reject(new TypeError('Failed to fetch')) as unknown as CancelablePromise<T>;
}
