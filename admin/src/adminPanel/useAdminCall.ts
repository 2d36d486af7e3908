// One way for the admin panel's tools to call the API: a busy flag, the server's word as a
// success notification, and a failure as 'Błąd: ' with the server's message or the tool's own
// fallback text (spec 3 §6 admin alerts). Forms that lack an id or a text warn with the spec's
// words before anything is sent.
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { errorMessage, errorStatus } from '../lib/api';

/** A failure's fallback: fixed, or worded from the HTTP status when the server answered. */
export type Fallback = string | ((status?: number) => string);

/** A fetch's fallback in the spec's words: 'HTTP {status}: Błąd pobierania …' when the server
 * answered without a message of its own, 'Błąd pobierania …' when it was not reached. */
export const fetchFailure =
  (what: string) =>
  (status?: number): string =>
    status ? `HTTP ${status}: Błąd pobierania ${what}` : `Błąd pobierania ${what}`;

export function useAdminCall() {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);

  async function run<T>(call: () => Promise<T>, fallback: Fallback, success?: (result: T) => string | undefined): Promise<T | undefined> {
    setBusy(true);
    try {
      const result = await call();
      const text = success?.(result);
      if (text) notify(text, { type: 'success' });
      return result;
    } catch (error) {
      const text = typeof fallback === 'string' ? fallback : fallback(errorStatus(error));
      notify(`Błąd: ${errorMessage(error, text)}`, { type: 'error' });
      return undefined;
    } finally {
      setBusy(false);
    }
  }

  const warn = (text: string) => notify(text, { type: 'warning' });
  return { busy, run, warn };
}

/** A positive whole number typed into an id field, or undefined. */
export function idOf(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return undefined;
  const id = Number(trimmed);
  return id > 0 && Number.isSafeInteger(id) ? id : undefined;
}
