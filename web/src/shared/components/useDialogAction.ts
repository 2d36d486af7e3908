// What a dialog with one asynchronous action keeps: its fields start again each time it opens,
// the action is busy while it runs, and a failure's text stays shown until the next try.
import { useState } from 'react';

/**
 * Runs `reset` each time `open` turns true: during the render, React's way of adjusting state to a
 * prop (the dialog stays mounted while closed, so it must not keep the last opening's fields).
 */
export function useResetOnOpen(open: boolean, reset: () => void): void {
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) reset();
  }
}

export interface DialogAction {
  busy: boolean;
  error: string | null;
  setError: (error: string | null) => void;
  /**
   * Runs `action` unless one is running: busy meanwhile, a rejection shown as `describe(failure)`;
   * `settled` runs when it is over either way. Whether it succeeded (false when it did not run).
   */
  run: (action: () => Promise<void> | void, describe: (failure: unknown) => string, settled?: () => void) => Promise<boolean>;
}

/** The busy flag and the error of a dialog's action, the error cleared (and `reset` run) on each opening. */
export function useDialogAction(open: boolean, reset?: () => void): DialogAction {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useResetOnOpen(open, () => {
    reset?.();
    setError(null);
  });
  const run: DialogAction['run'] = async (action, describe, settled) => {
    if (busy) return false;
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(describe(failure));
      return false;
    } finally {
      setBusy(false);
      settled?.();
    }
    return true;
  };
  return { busy, error, setError, run };
}
