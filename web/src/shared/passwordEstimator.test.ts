// The estimator the site and the server share (zxcvbn 4.4.2): the commonest passwords
// are refused, the site's own examples pass, and a list entry is found whole, whatever its case.
import { describe, expect, it } from 'vitest';
import { estimatePassword } from './passwordEstimator';
import { registrationAccepts, tooPopular } from './passwordStrength';

describe('the password estimator', () => {
  it('refuses the passwords the spec let through (issue 39 point 4)', () => {
    for (const password of ['12345678', 'qwerty123', 'password', 'Password1', 'Abcdefg1', 'Zaq12wsx', 'iloveyou']) {
      const estimate = estimatePassword(password);
      expect(tooPopular(estimate), password).toBe(true);
    }
    // Each of these passes the spec's own rule: the estimator is what stops them.
    expect(registrationAccepts('qwerty123') && registrationAccepts('Password1') && registrationAccepts('password')).toBe(true);
  });

  it('lets through passwords a person would choose with care', () => {
    for (const password of ['Haslo123', 'NoweHaslo7', 'Mroczne1', 'Mocne1Haslo!', 'Ciemnosc13', 'wilki o północy wyją']) {
      const estimate = estimatePassword(password);
      expect(tooPopular(estimate), `${password}: ${JSON.stringify(estimate)}`).toBe(false);
      expect(estimate.score).toBeGreaterThanOrEqual(2);
    }
  });

  it('finds a password that is one entry of the lists whole, lowercased, but not one that only contains one', () => {
    expect(estimatePassword('dragon').wholeListEntry).toBe(true);
    expect(estimatePassword('DRAGON').wholeListEntry).toBe(true);
    expect(estimatePassword('dragon12').wholeListEntry).toBe(true);
    expect(estimatePassword('Haslo123').wholeListEntry).toBe(false); // 'haslo' is an entry, the whole is not
    expect(estimatePassword('dr4gon').wholeListEntry).toBe(false); // a l33t variant is not the entry itself
    expect(estimatePassword('').wholeListEntry).toBe(false);
  });

  it('reads at most the first 100 characters', () => {
    const long = `${'Xq8#vT2m'.repeat(20)}`;
    expect(estimatePassword(long).score).toBe(4);
    expect(estimatePassword(`${long}password`)).toEqual(estimatePassword(long));
  });
});
