// The rules of the two password-reset forms (spec 3 §5). The e-mail format rule is the server's
// (core/src/accounts/models.rs `Email::parse`), so the form never accepts what the API refuses.
import { MIN_PASSWORD_SCORE, MIN_RESET_PASSWORD_LENGTH, POPULAR_PASSWORD, resetScore, tooPopular, type PasswordEstimate } from '@/shared/passwordStrength';

export const EMAIL_REQUIRED = 'Proszę wprowadzić adres e-mail';
export const EMAIL_INVALID = 'Proszę wprowadzić prawidłowy adres e-mail';
export const PASSWORD_TOO_SHORT = 'Hasło musi mieć co najmniej 6 znaków.';
export const PASSWORDS_DIFFER = 'Hasła nie są identyczne.';
export const PASSWORD_TOO_WEAK = 'Hasło jest zbyt słabe - użyj co najmniej 8 znaków z literami i cyframi.';

const MAX_EMAIL_CHARS = 254;

/** Whether a (trimmed) address has the shape the server accepts. */
export function isValidEmail(raw: string): boolean {
  const value = raw.trim();
  if (!value || [...value].length > MAX_EMAIL_CHARS) return false;
  // No whitespace or control characters anywhere.
  if (/[\s\p{Cc}]/u.test(value)) return false;
  const at = value.indexOf('@');
  if (at <= 0) return false;
  const domain = value.slice(at + 1);
  return domain.length > 0 && !domain.includes('@') && !domain.startsWith('.') && !domain.endsWith('.');
}

/** The forgot-password e-mail error, or null when the address may be sent. */
export function emailError(raw: string): string | null {
  if (!raw.trim()) return EMAIL_REQUIRED;
  return isValidEmail(raw) ? null : EMAIL_INVALID;
}

export const PASSWORD_POPULAR = POPULAR_PASSWORD;

/**
 * The new-password error shown on submit, or null when the password may be sent: the spec's rules,
 * then the estimator's (`estimate`, the password's once the estimator has loaded).
 */
export function newPasswordError(password: string, confirm: string, estimate?: PasswordEstimate | null): string | null {
  if ([...password].length < MIN_RESET_PASSWORD_LENGTH) return PASSWORD_TOO_SHORT;
  if (password !== confirm) return PASSWORDS_DIFFER;
  if (resetScore(password) < MIN_PASSWORD_SCORE) return PASSWORD_TOO_WEAK;
  if (estimate && tooPopular(estimate)) return PASSWORD_POPULAR;
  return null;
}
