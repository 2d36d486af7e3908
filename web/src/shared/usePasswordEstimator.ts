// The password estimator (zxcvbn) loaded on first use, in its own chunk: the pages with a new
// password start it when they open, so it never weighs on /login or the game.
import { useEffect, useState } from 'react';
import type { PasswordEstimate } from './passwordStrength';

export type Estimator = (password: string) => PasswordEstimate;

let loaded: Estimator | null = null;
let loading: Promise<Estimator> | null = null;

/** The estimator, loading it once; a failed load (offline) may be tried again. */
export function loadPasswordEstimator(): Promise<Estimator> {
  loading ??= import('./passwordEstimator').then(
    (module) => (loaded = module.estimatePassword),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The estimator once it has loaded (null before): the strength bar and the form checks use it. */
export function usePasswordEstimator(): Estimator | null {
  const [estimator, setEstimator] = useState<Estimator | null>(() => loaded);
  useEffect(() => {
    if (estimator) return;
    let current = true;
    loadPasswordEstimator().then(
      (ready) => current && setEstimator(() => ready),
      () => undefined, // offline: the form sends without it and the server still refuses a popular password
    );
    return () => {
      current = false;
    };
  }, [estimator]);
  return estimator;
}
