// A new password, twice (registration, a password reset): the password with its live strength,
// then its confirmation with the live match hint.
import type { TextFieldProps } from '@mui/material/TextField';
import { MatchHint } from './MatchHint';
import { PasswordField } from './PasswordField';
import { StrengthMeter } from './StrengthMeter';

interface NewPasswordFieldsProps {
  label: string;
  password: string;
  confirm: string;
  onPasswordChange: (value: string) => void;
  onConfirmChange: (value: string) => void;
  /** The strength the meter shows (registration and reset weigh a password differently). */
  score: (password: string) => number;
  /** What both fields take besides: the registration's dense, required fields; the reset's lock while sending. */
  fieldProps?: Pick<TextFieldProps, 'margin' | 'slotProps' | 'disabled'>;
  autoFocus?: boolean;
  /** The space above the confirmation, in theme units. */
  confirmGap: number;
}

export function NewPasswordFields({ label, password, confirm, onPasswordChange, onConfirmChange, score, fieldProps, autoFocus, confirmGap }: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField
        label={label}
        name="new-password"
        autoComplete="new-password"
        autoFocus={autoFocus}
        value={password}
        onChange={(event) => onPasswordChange(event.target.value)}
        {...fieldProps}
      />
      <StrengthMeter score={score(password)} />
      <PasswordField
        label="Potwierdź hasło"
        name="confirm-password"
        autoComplete="new-password"
        value={confirm}
        onChange={(event) => onConfirmChange(event.target.value)}
        {...fieldProps}
        sx={{ mt: confirmGap }}
      />
      <MatchHint password={password} confirm={confirm} />
    </>
  );
}
