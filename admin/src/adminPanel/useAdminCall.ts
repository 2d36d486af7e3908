// One way for the admin panel's tools to call the API: a busy flag, the server's word as a
// success notification, and a failure as 'Błąd: ' with the server's message or the tool's own
// fallback text (spec 3 §6 admin alerts). Forms that lack an id or a text warn with the spec's
// words before anything is sent.
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { errorMessage } from '../lib/api';

export function useAdminCall() {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);

  async function run<T>(call: () => Promise<T>, fallback: string, success?: (result: T) => string | undefined): Promise<T | undefined> {
    setBusy(true);
    try {
      const result = await call();
      const text = success?.(result);
      if (text) notify(text, { type: 'success' });
      return result;
    } catch (error) {
      notify(`Błąd: ${errorMessage(error, fallback)}`, { type: 'error' });
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
