// zxcvbn's matcher (zxcvbn/lib/matching.js), which its published types leave out: only what
// shared/passwordEstimator.ts reads.
declare module 'zxcvbn/lib/matching' {
  interface DictionaryMatch {
    /** The first and last index (UTF-16 units) of the matched stretch of the password. */
    i: number;
    j: number;
    token: string;
    matched_word: string;
    dictionary_name: string;
    rank: number;
  }
  const matching: {
    /** Every stretch of `password`, lowercased, that is an entry of one of the frequency lists. */
    dictionary_match(password: string): DictionaryMatch[];
  };
  export default matching;
}
