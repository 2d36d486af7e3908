// The password-strength estimator the server uses too (zxcvbn 4.4.2; the server has the Rust port
// of the same version): its score and whether the password is, whole, one entry of its frequency
// lists. Heavy (the lists are about 400 KB gzipped): only `usePasswordEstimator.ts` imports it, lazily,
// on the pages with a new password — never statically (passwordEstimatorBoundary.test.ts).
import zxcvbn from 'zxcvbn';
import matching from 'zxcvbn/lib/matching';
import type { PasswordEstimate } from './passwordStrength';

/** zxcvbn's own advice: past this many characters it slows down and learns nothing more. */
export const ESTIMATED_CHARS = 100;

export function estimatePassword(password: string): PasswordEstimate {
  const text = [...password].slice(0, ESTIMATED_CHARS).join('');
  if (text === '') return { score: 0, wholeListEntry: false };
  const { score } = zxcvbn(text);
  // Every stretch of the password (lowercased) found in a list: the whole text is an entry when
  // one of them runs from its first to its last character.
  const wholeListEntry = matching.dictionary_match(text).some((match) => match.i === 0 && match.j === text.length - 1);
  return { score, wholeListEntry };
}
