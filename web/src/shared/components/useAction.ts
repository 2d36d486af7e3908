// What a form or a dialog with one asynchronous action keeps: the action is busy while it runs,
// and a failure's text stays shown until the next try; a dialog's fields start again each time it
// opens.
import { useState } from 'react';

export interface Action {
  busy: boolean;
  error: string | null;
  setError: (error: string | null) => void;
  /**
   * Runs `action`: busy meanwhile, a rejection shown as `describe(failure)`; `settled` runs when it
   * is over either way. Whether it succeeded. (The caller decides whether a second try may start
   * while one runs.)
   */
  run: (action: () => Promise<unknown> | void, describe: (failure: unknown) => string, settled?: () => void) => Promise<boolean>;
}

/** The busy flag and the error of one action. */
export function useAction(): Action {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run: Action['run'] = async (action, describe, settled) => {
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

/** A dialog's action: its error cleared (and `reset` run) on each opening. */
export function useDialogAction(open: boolean, reset?: () => void): Action {
  const action = useAction();
  useResetOnOpen(open, () => {
    reset?.();
    action.setError(null);
  });
  return action;
}
