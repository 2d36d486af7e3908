// /newpassword/{token} (spec 3 §2.9): check the link, then set a new password.
// token check → invalid | valid → (submit) → success: storage cleared (by the mutation), /login after 3 s.
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import LinkOff from '@mui/icons-material/LinkOff';
import { AuthFrame } from '@/shared/components/AuthFrame';
import { NewPasswordFields } from '@/shared/components/NewPasswordFields';
import { meterScore, resetScore } from '@/shared/passwordStrength';
import { loadPasswordEstimator, usePasswordEstimator } from '@/shared/usePasswordEstimator';
import { palette } from '@/app/theme';
import { useCheckResetToken } from '../api/useCheckResetToken';
import { useResetPassword } from '../api/useResetPassword';
import { BackToLogin } from '../components/BackToLogin';
import { ResetForm } from '../components/ResetForm';
import { SecurityTips } from '../components/SecurityTips';
import { failureText } from '../failure';
import { newPasswordError } from '../validation';

const MISSING_TOKEN = 'Nieprawidłowy link resetowania hasła.';
const TOKEN_REFUSED = 'Token jest nieprawidłowy lub wygasł.';
const TOKEN_CHECK_FAILED = 'Wystąpił błąd podczas sprawdzania tokena.';
const RESET_FAILED = 'Wystąpił błąd podczas zmiany hasła.';
const CHANGED = 'Hasło zostało pomyślnie zmienione! Zostaniesz przekierowany do logowania.';
const REDIRECT_AFTER_RESET_MS = 3_000;

export default function NewPasswordPage() {
  const { token } = useParams();
  const navigate = useNavigate();
  const check = useCheckResetToken(token);
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  // The estimator (zxcvbn, as on the server) loads with the page: the bar and the check on sending use it.
  const estimator = usePasswordEstimator();

  useEffect(() => {
    if (!reset.isSuccess) return;
    const timer = window.setTimeout(() => navigate('/login', { replace: true }), REDIRECT_AFTER_RESET_MS);
    return () => window.clearTimeout(timer);
  }, [reset.isSuccess, navigate]);

  if (reset.isSuccess) {
    return (
      <AuthFrame title="Hasło zmienione" after={<SecurityTips />}>
        <Box sx={{ textAlign: 'center' }}>
          <CheckCircle sx={{ fontSize: 56, color: '#6f9e4f', mb: 1 }} aria-hidden />
          <Alert severity="success" sx={{ textAlign: 'left' }}>
            {CHANGED}
          </Alert>
          <Button fullWidth variant="contained" onClick={() => navigate('/login', { replace: true })} sx={{ mt: 3 }}>
            Przejdź do logowania
          </Button>
        </Box>
      </AuthFrame>
    );
  }

  const email = check.data?.email;
  const tokenError = !token
    ? MISSING_TOKEN
    : check.isError
      ? failureText(check.error, TOKEN_REFUSED, TOKEN_CHECK_FAILED)
      : check.isSuccess && typeof email !== 'string'
        ? TOKEN_REFUSED
        : null;

  if (tokenError) {
    return (
      <AuthFrame title="Błąd tokena" after={<SecurityTips />}>
        <Box sx={{ textAlign: 'center' }}>
          <LinkOff sx={{ fontSize: 56, color: palette.bloodBright, mb: 1 }} aria-hidden />
          <Alert severity="error" sx={{ textAlign: 'left' }}>
            {tokenError}
          </Alert>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            Link do resetowania hasła działa przez godzinę i tylko raz. Możesz poprosić o nowy.
          </Typography>
          <Button fullWidth variant="contained" onClick={() => navigate('/resetpassword')} sx={{ mt: 3 }}>
            Wyślij nowy link
          </Button>
          <BackToLogin gap={3} />
        </Box>
      </AuthFrame>
    );
  }

  if (!email) {
    return (
      <AuthFrame title="Nowe hasło">
        <Box role="status" sx={{ textAlign: 'center', py: 2 }}>
          <CircularProgress color="secondary" aria-hidden />
          <Typography sx={{ mt: 2 }} color="text.secondary">
            Sprawdzanie tokena...
          </Typography>
        </Box>
      </AuthFrame>
    );
  }

  const sending = reset.isPending;
  const sendError = reset.isError ? failureText(reset.error, RESET_FAILED) : null;
  const shownError = formError ?? sendError;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending || !token) return;
    // Sent before the estimator came: it is waited for (a failed load leaves the check to the server).
    const estimate = estimator ?? (await loadPasswordEstimator().catch(() => null));
    const problem = newPasswordError(password, confirm, estimate?.(password));
    setFormError(problem);
    if (problem) return;
    reset.mutate({ email, token, password });
  };

  return (
    <AuthFrame
      title="Ustaw nowe hasło"
      subtitle={
        <>
          Resetowanie hasła dla:{' '}
          <Box component="strong" sx={{ color: palette.gold, wordBreak: 'break-all' }} data-testid="reset-email">
            {email}
          </Box>
        </>
      }
      after={<SecurityTips />}
    >
      <ResetForm sending={sending} onSubmit={(event) => void submit(event)} error={shownError} submitLabel="Zmień hasło" gaps={{ error: 2, submit: 3 }}>
        {/* Lets password managers attach the new password to the right account. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <NewPasswordFields
          label="Nowe hasło"
          password={password}
          confirm={confirm}
          onPasswordChange={(value) => {
            setPassword(value);
            setFormError(null);
          }}
          onConfirmChange={(value) => {
            setConfirm(value);
            setFormError(null);
          }}
          score={(value) => meterScore(resetScore(value), estimator?.(value))}
          fieldProps={{ disabled: sending }}
          autoFocus
          confirmGap={3}
        />
      </ResetForm>
      <BackToLogin gap={3} />
    </AuthFrame>
  );
}
