// One way for the admin tools to call the API: a busy flag, the server's word as a success
// notification, and a failure as 'Błąd: ' with the server's message, the tool's own fallback
// when the server answered without one, or the connection text (spec 3 §8 admin alerts). Forms
// that lack an id or a text warn with the spec's words before anything is sent.
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { adminError, errorCode, errorMessage, type Fallback } from '../lib/api';

export { fetchFailure, type Fallback } from '../lib/api';

/** The spec's word for a missing account id (spec 3 §5). */
export const PLAYER_ID_REQUIRED = 'Podaj ID gracza';

export function useAdminCall() {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);

  /** Runs `call`; a refusal whose code is in `notices` is a plain notice (the server's words), not an error. */
  async function run<T>(
    call: () => Promise<T>,
    fallback: Fallback,
    success?: (result: T) => string | undefined,
    notices: readonly string[] = [],
  ): Promise<T | undefined> {
    setBusy(true);
    try {
      const result = await call();
      const text = success?.(result);
      if (text) notify(text, { type: 'success' });
      return result;
    } catch (error) {
      const text = errorMessage(error, fallback);
      const code = errorCode(error);
      if (code && notices.includes(code)) notify(text, { type: 'info' });
      else notify(adminError(text), { type: 'error' });
      return undefined;
    } finally {
      setBusy(false);
    }
  }

  const warn = (text: string) => notify(text, { type: 'warning' });
  return { busy, run, warn };
}

/** An id field holding something that is not an id ('-3', '1e3', '2.5'); the data provider's word for a bad id, with the rule. */
export const BAD_ID = 'Nieprawidłowy identyfikator: ID musi być dodatnią liczbą całkowitą.';

/** What to warn when an id field gave no id: `missing` when it is blank, BAD_ID when it holds something else. */
export function idWarning(text: string, missing: string): string {
  return text.trim() && idOf(text) === undefined ? BAD_ID : missing;
}

/** A positive whole number typed into an id field, or undefined. */
export function idOf(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return undefined;
  const id = Number(trimmed);
  return id > 0 && Number.isSafeInteger(id) ? id : undefined;
}
