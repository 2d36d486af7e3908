import { describe, expect, it } from 'vitest';
import { ApiError } from '@mrok/sdk';
import { REGISTER_MESSAGES, registrationFailure, registrationProblem, submitBlocker, submitDisabled, type RegistrationInput } from './validation';

const good: RegistrationInput = { email: 'gracz@mrok.pl', password: 'Haslo123', confirm: 'Haslo123', accepted: true };

function apiError(status: number, body: unknown): ApiError {
  return new ApiError(
    { method: 'POST', url: '/register' },
    { url: '/api/register', ok: false, status, statusText: '', body },
    'failed',
  );
}

describe('registrationProblem', () => {
  it('accepts a complete form with a strong enough password', () => {
    expect(registrationProblem(good)).toBeNull();
  });

  it('requires every field', () => {
    for (const input of [
      { ...good, email: '' },
      { ...good, email: '   ' },
      { ...good, password: '' },
      { ...good, confirm: '' },
    ]) {
      expect(registrationProblem(input)).toBe('Proszę wypełnić wszystkie pola');
    }
  });

  it('requires matching passwords', () => {
    expect(registrationProblem({ ...good, confirm: 'Haslo124' })).toBe('Hasła nie są identyczne');
  });

  it('requires the terms and adulthood box', () => {
    expect(registrationProblem({ ...good, accepted: false })).toBe('Musisz zaakceptować regulamin, aby się zarejestrować');
  });

  it('refuses a score under 50 and lets 50 through', () => {
    const weak = 'haslo'; // lowercase only: 25
    expect(registrationProblem({ ...good, password: weak, confirm: weak })).toBe(
      'Hasło jest zbyt słabe - użyj co najmniej 8 znaków z literami i cyframi',
    );
    const fifty = 'haslohaslo'; // 8+ and lowercase: 50
    expect(registrationProblem({ ...good, password: fifty, confirm: fifty })).toBeNull();
    const short = 'aB1'; // lowercase, uppercase and a digit: 75, but under 8 characters
    expect(registrationProblem({ ...good, password: short, confirm: short })).toBe(
      'Hasło jest zbyt słabe - użyj co najmniej 8 znaków z literami i cyframi',
    );
    expect(submitBlocker({ ...good, password: short, confirm: short })).toBe(
      'Hasło jest zbyt słabe - użyj co najmniej 8 znaków z literami i cyframi',
    );
  });

  it('checks in the order of the spec', () => {
    expect(registrationProblem({ email: '', password: 'a', confirm: 'b', accepted: false })).toBe('Proszę wypełnić wszystkie pola');
    expect(registrationProblem({ ...good, password: 'a', confirm: 'b', accepted: false })).toBe('Hasła nie są identyczne');
    expect(registrationProblem({ ...good, password: 'a', confirm: 'a', accepted: false })).toBe(
      'Musisz zaakceptować regulamin, aby się zarejestrować',
    );
  });
});

describe('submitBlocker', () => {
  it('says why the button is off, one reason at a time', () => {
    expect(submitBlocker({ ...good, password: '', confirm: '' })).toBe(REGISTER_MESSAGES.noPassword);
    expect(submitBlocker({ ...good, password: 'haslo', confirm: 'haslo' })).toBe(REGISTER_MESSAGES.weakPassword);
    expect(submitBlocker({ ...good, confirm: 'Haslo124' })).toBe(REGISTER_MESSAGES.mismatch);
    expect(submitBlocker({ ...good, accepted: false })).toBe(REGISTER_MESSAGES.notAccepted);
    expect(submitBlocker(good)).toBeNull();
  });
});

describe('submitDisabled', () => {
  it('is enabled for a sendable form', () => {
    expect(submitDisabled(good, false)).toBe(false);
  });
  it('is disabled while sending, unticked, mismatched or weak', () => {
    expect(submitDisabled(good, true)).toBe(true);
    expect(submitDisabled({ ...good, accepted: false }, false)).toBe(true);
    expect(submitDisabled({ ...good, confirm: 'Haslo12' }, false)).toBe(true);
    expect(submitDisabled({ ...good, password: 'abc', confirm: 'abc' }, false)).toBe(true);
  });
  it('leaves the empty e-mail to the submit message', () => {
    expect(submitDisabled({ ...good, email: '' }, false)).toBe(false);
  });
});

describe('registrationFailure', () => {
  it('shows the server message', () => {
    expect(registrationFailure(apiError(429, { message: 'Zbyt wiele prób. Spróbuj ponownie za 5 min.', code: 'rate_limited' }))).toBe(
      'Zbyt wiele prób. Spróbuj ponownie za 5 min.',
    );
  });
  it('falls back to Błąd rejestracji when the server gives no message', () => {
    expect(registrationFailure(apiError(500, undefined))).toBe('Błąd rejestracji');
    expect(registrationFailure(apiError(502, '<html>'))).toBe('Błąd rejestracji');
  });
  it('says an unexpected error happened when the server was not reached', () => {
    expect(registrationFailure(new TypeError('Failed to fetch'))).toBe('Wystąpił nieoczekiwany błąd');
  });
});

describe("the estimator's rule at registration", () => {
  const popular = { score: 0, wholeListEntry: true };
  const fine = { score: 3, wholeListEntry: false };
  const qwerty = { ...good, password: 'qwerty123', confirm: 'qwerty123' };

  it("refuses a popular password the spec's score lets through, with the server's words", () => {
    expect(registrationProblem(qwerty)).toBeNull(); // the spec's rule alone lets it through
    expect(registrationProblem(qwerty, popular)).toBe('Hasło jest zbyt popularne — wybierz inne.');
    expect(submitBlocker(qwerty, popular)).toBe('Hasło jest zbyt popularne — wybierz inne.');
    expect(submitDisabled(qwerty, false, popular)).toBe(true);
    expect(registrationProblem(good, fine)).toBeNull();
    expect(submitDisabled(good, false, fine)).toBe(false);
  });

  it("comes after the spec's rules", () => {
    expect(registrationProblem({ ...qwerty, accepted: false }, popular)).toBe('Musisz zaakceptować regulamin, aby się zarejestrować');
    expect(registrationProblem({ ...good, password: 'haslo', confirm: 'haslo' }, popular)).toBe(REGISTER_MESSAGES.weakPassword);
    expect(submitBlocker({ ...qwerty, confirm: '' }, popular)).toBe('Hasło jest zbyt popularne — wybierz inne.');
  });
});
