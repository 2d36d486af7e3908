// The registration form's rules (spec 1 §5), with the same Polish messages the server uses.
import { errorMessage, errorStatus } from '@/lib/api';
import { POPULAR_PASSWORD, registrationAccepts, tooPopular, type PasswordEstimate } from '@/shared/passwordStrength';

export const REGISTER_MESSAGES = {
  missingFields: 'Proszę wypełnić wszystkie pola',
  mismatch: 'Hasła nie są identyczne',
  notAccepted: 'Musisz zaakceptować regulamin, aby się zarejestrować',
  weakPassword: 'Hasło jest zbyt słabe - użyj co najmniej 8 znaków z literami i cyframi',
  failed: 'Błąd rejestracji',
  unexpected: 'Wystąpił nieoczekiwany błąd',
  noPassword: 'Podaj hasło — co najmniej 8 znaków z literami i cyframi.',
  popular: POPULAR_PASSWORD,
} as const;

export interface RegistrationInput {
  email: string;
  password: string;
  confirm: string;
  /** The terms-and-adulthood box. */
  accepted: boolean;
}

/**
 * The first rule the form breaks, in the spec's order, or null when it may be sent; then, for a
 * password the spec lets through, the estimator's rule (`estimate`: the password's, once the
 * estimator has loaded; without it the server's check alone stands).
 */
export function registrationProblem({ email, password, confirm, accepted }: RegistrationInput, estimate?: PasswordEstimate | null): string | null {
  if (email.trim() === '' || password === '' || confirm === '') return REGISTER_MESSAGES.missingFields;
  if (password !== confirm) return REGISTER_MESSAGES.mismatch;
  if (!accepted) return REGISTER_MESSAGES.notAccepted;
  if (!registrationAccepts(password)) return REGISTER_MESSAGES.weakPassword;
  if (estimate && tooPopular(estimate)) return REGISTER_MESSAGES.popular;
  return null;
}

/** Why the submit button is off (shown under it), or null when it is on: no, a weak or a popular password, passwords that differ, the box unticked. */
export function submitBlocker({ password, confirm, accepted }: RegistrationInput, estimate?: PasswordEstimate | null): string | null {
  if (password === '') return REGISTER_MESSAGES.noPassword;
  if (!registrationAccepts(password)) return REGISTER_MESSAGES.weakPassword;
  if (estimate && tooPopular(estimate)) return REGISTER_MESSAGES.popular;
  if (password !== confirm) return REGISTER_MESSAGES.mismatch;
  if (!accepted) return REGISTER_MESSAGES.notAccepted;
  return null;
}

/** The submit button is off while sending, unticked, mismatched, with a score under 50, under 8 characters or a popular password. */
export function submitDisabled(input: RegistrationInput, sending: boolean, estimate?: PasswordEstimate | null): boolean {
  return sending || submitBlocker(input, estimate) !== null;
}

/** What to show when the call fails: the server's message, else 'Błąd rejestracji'; when the
 * server was not reached at all, 'Wystąpił nieoczekiwany błąd'. */
export function registrationFailure(error: unknown): string {
  if (errorStatus(error) === undefined) return REGISTER_MESSAGES.unexpected;
  return errorMessage(error, REGISTER_MESSAGES.failed);
}
