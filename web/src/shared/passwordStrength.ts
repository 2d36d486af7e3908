// The two password-strength formulas of the spec, and on top of them the estimator's rule (issue
// 39 point 4: zxcvbn, the same version on the server); the server applies the same rules
// (core/src/accounts/password.rs), so the meter never promises what the server refuses.

export type StrengthLabel = 'Bardzo słabe' | 'Słabe' | 'Średnie' | 'Silne';

export const MIN_PASSWORD_SCORE = 50;
export const MIN_RESET_PASSWORD_LENGTH = 6;

const hasLower = (p: string) => /\p{Ll}/u.test(p);
const hasUpper = (p: string) => /\p{Lu}/u.test(p);
const hasDigit = (p: string) => /[0-9]/.test(p);
const length = (p: string) => [...p].length;

/** Registration: 25 points each for 8+ characters, a lowercase letter, an uppercase letter, a digit. */
export function registrationScore(password: string): number {
  return 25 * [length(password) >= 8, hasLower(password), hasUpper(password), hasDigit(password)].filter(Boolean).length;
}

/** What registration accepts: a score of 50 and at least 8 characters (spec 1 §9), whatever the score. */
export function registrationAccepts(password: string): boolean {
  return length(password) >= 8 && registrationScore(password) >= MIN_PASSWORD_SCORE;
}

/** Reset: 25 points each for 6+ characters, 8+ characters, lowercase, uppercase, digit; at most 100. */
export function resetScore(password: string): number {
  const met = [length(password) >= 6, length(password) >= 8, hasLower(password), hasUpper(password), hasDigit(password)];
  return Math.min(100, 25 * met.filter(Boolean).length);
}

export function strengthLabel(score: number): StrengthLabel {
  if (score < 25) return 'Bardzo słabe';
  if (score < 50) return 'Słabe';
  if (score < 75) return 'Średnie';
  return 'Silne';
}

/** The server's word for a password the estimator refuses (registration and reset alike). */
export const POPULAR_PASSWORD = 'Hasło jest zbyt popularne — wybierz inne.';
/** The lowest zxcvbn score (0–4) accepted. */
export const MIN_ESTIMATOR_SCORE = 2;

/** What the estimator (zxcvbn 4.4.2, `passwordEstimator.ts`) says of a password. */
export interface PasswordEstimate {
  /** zxcvbn's score, 0 (guessed at once) to 4. */
  score: number;
  /** The whole password, lowercased, is one entry of zxcvbn's frequency lists. */
  wholeListEntry: boolean;
}

/** The estimator refuses the password: a score under 2, or the whole text one entry of its lists. */
export function tooPopular(estimate: PasswordEstimate): boolean {
  return estimate.score < MIN_ESTIMATOR_SCORE || estimate.wholeListEntry;
}

/**
 * What the strength bar shows: the spec's score (`registrationScore` or `resetScore`), no higher
 * than the estimator's score in quarters (0, 25, …, 100), and at most 25 ('Słabe') for a password
 * the estimator refuses, so 'Średnie' or better always means both rules let it through. Before
 * the estimator has loaded (null), the spec's score alone.
 */
export function meterScore(specScore: number, estimate: PasswordEstimate | null | undefined): number {
  if (!estimate) return specScore;
  const capped = Math.min(specScore, 25 * estimate.score);
  return tooPopular(estimate) ? Math.min(capped, 25) : capped;
}
