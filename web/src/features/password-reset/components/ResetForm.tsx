// The form of both password-reset pages: its fields locked while it is sent, then why the last
// try failed and the one big submit button.
import type { FormEvent, ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { BusyButton } from '@/shared/components/BusyButton';

interface ResetFormProps {
  ariaLabel?: string;
  sending: boolean;
  onSubmit: (event: FormEvent) => void;
  /** Why the last try failed (or the form's own problem). */
  error: string | null;
  submitLabel: ReactNode;
  submitDisabled?: boolean;
  /** The space above the error and above the button, in theme units. */
  gaps: { error: number; submit: number };
  children: ReactNode;
}

export function ResetForm({ ariaLabel, sending, onSubmit, error, submitLabel, submitDisabled, gaps, children }: ResetFormProps) {
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={ariaLabel}>
      <fieldset disabled={sending} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        {children}
        {error && (
          <Alert severity="error" sx={{ mt: gaps.error }}>
            {error}
          </Alert>
        )}
        <BusyButton type="submit" fullWidth variant="contained" size="large" disabled={submitDisabled} busy={sending} sx={{ mt: gaps.submit }}>
          {submitLabel}
        </BusyButton>
      </fieldset>
    </Box>
  );
}
