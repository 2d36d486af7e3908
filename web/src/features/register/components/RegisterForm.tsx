// The registration form (spec 1 §2, §5): e-mail, password with a live strength meter, confirmation
// with a live match hint, and the terms-and-adulthood box.
import { useMemo, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { NewPasswordFields } from '@/shared/components/NewPasswordFields';
import { meterScore, registrationScore } from '@/shared/passwordStrength';
import { loadPasswordEstimator, usePasswordEstimator } from '@/shared/usePasswordEstimator';
import { palette } from '@/app/theme';
import { useRegister } from '../api/useRegister';
import { registrationFailure, registrationProblem, submitBlocker, submitDisabled } from '../validation';

/** The registration's fields are dense and each is required. */
const FIELD = { margin: 'dense', slotProps: { htmlInput: { 'aria-required': true } } } as const;

export function RegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const register = useRegister();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [accepted, setAccepted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const input = { email, password, confirm, accepted };
  // The estimator (zxcvbn, as on the server) loads with the page; the bar and the checks use it once it is there.
  const estimator = usePasswordEstimator();
  const estimate = useMemo(() => estimator?.(password) ?? null, [estimator, password]);
  // Why 'Zarejestruj się' is off, said under it.
  const blocker = submitBlocker(input, estimate);
  const sending = register.isPending;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    // Sent before the estimator came: it is waited for (a failed load leaves the check to the server).
    const estimated = estimate ?? (await loadPasswordEstimator().then((estimate) => estimate(password), () => null));
    const problem = registrationProblem(input, estimated);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    const address = email.trim();
    register.mutate(
      { email: address, password },
      {
        onSuccess: () => onRegistered(address),
        onError: (failure) => setError(registrationFailure(failure)),
      },
    );
  }

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} aria-label="Rejestracja" aria-busy={sending}>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <TextField
        label="E-mail"
        type="email"
        name="email"
        autoComplete="email"
        margin={FIELD.margin}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        slotProps={{ htmlInput: { ...FIELD.slotProps.htmlInput, inputMode: 'email' } }}
      />
      <NewPasswordFields
        label="Hasło"
        password={password}
        confirm={confirm}
        onPasswordChange={setPassword}
        onConfirmChange={setConfirm}
        score={(value) => meterScore(registrationScore(value), estimator?.(value))}
        fieldProps={FIELD}
        confirmGap={2}
      />

      <FormControlLabel
        sx={{ mt: 2, alignItems: 'flex-start', mr: 0 }}
        control={<Checkbox checked={accepted} onChange={(event) => setAccepted(event.target.checked)} sx={{ mt: -0.75 }} />}
        label={
          <>
            Akceptuję{' '}
            <Link component={RouterLink} to="/regulamin" sx={{ color: palette.gold }}>
              regulamin
            </Link>{' '}
            i oświadczam, że jestem osobą pełnoletnią.
          </>
        }
      />

      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={submitDisabled(input, sending, estimate)}
        aria-describedby={blocker ? 'register-blocker' : undefined}
        sx={{ mt: 2.5, py: 1.25, '&.Mui-disabled': { backgroundImage: 'none' } }}
      >
        Zarejestruj się
      </Button>
      {blocker && !sending && (
        <Typography id="register-blocker" variant="body2" color="text.secondary" role="status" data-testid="register-blocker" sx={{ mt: 1, textAlign: 'center' }}>
          {blocker}
        </Typography>
      )}
    </Box>
  );
}
