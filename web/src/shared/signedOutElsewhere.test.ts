import { afterEach, describe, expect, it } from 'vitest';
import { signedOutElsewhere } from './signedOutElsewhere';

afterEach(() => localStorage.clear());

describe('another tab signing out', () => {
  it('is the token removed or the storage cleared, once this tab has no token either', () => {
    expect(signedOutElsewhere({ key: 'token', newValue: null, storageArea: localStorage })).toBe(true);
    expect(signedOutElsewhere({ key: null, newValue: null, storageArea: localStorage })).toBe(true);
  });

  it('is not another key changing, a new token, or another storage', () => {
    expect(signedOutElsewhere({ key: 'userName', newValue: null, storageArea: localStorage })).toBe(false);
    expect(signedOutElsewhere({ key: 'token', newValue: 'a.b.c', storageArea: localStorage })).toBe(false);
    expect(signedOutElsewhere({ key: 'token', newValue: null, storageArea: sessionStorage })).toBe(false);
  });

  it('is not a removal already undone by a new sign-in', () => {
    localStorage.setItem('token', 'nowy.token.podpis');
    expect(signedOutElsewhere({ key: 'token', newValue: null, storageArea: localStorage })).toBe(false);
  });
});
