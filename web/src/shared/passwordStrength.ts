// The two password-strength formulas of the spec; the server applies the same rules
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
