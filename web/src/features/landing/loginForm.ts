// The login form's client-side rules (spec 1 §1–§5): both fields required, and a live hint
// under the e-mail field while the value has no '@'.

export const LOGIN_MESSAGES = {
  missingFields: 'Proszę wypełnić wszystkie pola',
  emailHint: 'Wprowadź prawidłowy adres e-mail',
  failed: 'Błąd logowania',
  resend: 'Wyślij link ponownie',
  resent: 'Jeśli konto czeka na aktywację, wysłaliśmy na ten adres nowy link. Sprawdź skrzynkę, także folder spam.',
  resendFailed: 'Nie udało się wysłać linku — spróbuj za chwilę.',
} as const;

/** The code of the login's refusal for an account never activated. */
export const NOT_ACTIVATED = 'account_not_activated';

/** The hint under the e-mail field, or null. */
export function emailHint(email: string): string | null {
  return email !== '' && !email.includes('@') ? LOGIN_MESSAGES.emailHint : null;
}

/** Why the form may not be sent, or null when it may. */
export function loginProblem(email: string, password: string): string | null {
  return email.trim() === '' || password === '' ? LOGIN_MESSAGES.missingFields : null;
}
