// The login form of the hero (spec 1 §4): store the login, then — for residents — ask whether an
// announcement blocks the game; otherwise go where the player was going (`?next=`), home or to
// character creation. An account not yet activated is offered a new activation link.
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { LoginBody, ResidentMessageBody } from '@mrok/sdk';
import { errorMessage } from '@/lib/api';
import { ApiError } from '@mrok/sdk';
import { can } from '@/shared/access/can';
import { saveLogin } from '@/shared/session';
import { afterLogin } from '@/shared/redirects';
import { palette } from '@/app/theme';
import { useLogin } from '../api/useLogin';
import { useResendActivation } from '../api/useResendActivation';
import { useCheckResidentMessage } from '../api/useCheckResidentMessage';
import { emailHint, loginProblem, LOGIN_MESSAGES, NOT_ACTIVATED } from '../loginForm';
import { LoginField } from './LoginField';

interface LoginFormProps {
  /** Called when a resident logs in while an announcement blocks the game. */
  onBlocked: (message: ResidentMessageBody) => void;
}

export function LoginForm({ onBlocked }: LoginFormProps) {
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const login = useLogin();
  const residentCheck = useCheckResidentMessage();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notActivated, setNotActivated] = useState(false);
  const resend = useResendActivation();
  const sending = login.isPending || residentCheck.isPending;
  const hint = emailHint(email);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const problem = loginProblem(email, password);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    setNotActivated(false);
    resend.reset();
    let answer: LoginBody;
    try {
      answer = await login.mutateAsync({ email: email.trim(), password });
    } catch (failure) {
      setError(errorMessage(failure, LOGIN_MESSAGES.failed));
      setNotActivated(failure instanceof ApiError && (failure.body as { code?: unknown } | undefined)?.code === NOT_ACTIVATED);
      return;
    }
    saveLogin({ ...answer, email: email.trim() });
    if (!can(answer.userRole, 'playDuringGameBlock')) {
      try {
        const block = await residentCheck.mutateAsync();
        if (block.hasMessage) {
          onBlocked(block);
          return;
        }
      } catch {
        // A failed check means no message (spec 1 §4).
      }
    }
    navigate(afterLogin(answer.race, answer.userRole, query.get('next')));
  }

  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby="login-title" aria-busy={sending}>
      <Typography id="login-title" component="h2" variant="h5" sx={{ color: palette.gold, textAlign: 'center', mb: 0.5 }}>
        Wejdź do Mroku
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', textAlign: 'center', mb: 2 }}>
        Zaloguj się, by wrócić do swojej opowieści.
      </Typography>

      {error && (
        <Alert
          severity="error"
          sx={{ mb: 1.5 }}
          action={
            notActivated && !resend.isSuccess ? (
              <Button color="inherit" size="small" disabled={resend.isPending} onClick={() => resend.mutate({ email: email.trim(), password })}>
                {LOGIN_MESSAGES.resend}
              </Button>
            ) : undefined
          }
        >
          {error}
        </Alert>
      )}
      {notActivated && (resend.isSuccess || resend.isError) && (
        <Alert severity={resend.isSuccess ? 'success' : 'error'} role="status" sx={{ mb: 1.5 }}>
          {resend.isSuccess ? LOGIN_MESSAGES.resent : errorMessage(resend.error, LOGIN_MESSAGES.resendFailed)}
        </Alert>
      )}

      <LoginField
        id="login-email"
        label="E-mail"
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={setEmail}
        error={Boolean(hint)}
        helperText={hint}
      />
      <LoginField
        id="login-password"
        label="Hasło"
        name="password"
        autoComplete="current-password"
        password
        value={password}
        onChange={setPassword}
      />

      <Button type="submit" variant="contained" size="large" fullWidth disabled={sending} sx={{ mt: 2, py: 1.25, '&.Mui-disabled': { backgroundImage: 'none' } }}>
        Zaloguj się
      </Button>

      <Box sx={{ textAlign: 'center', mt: 1 }}>
        <Button component={RouterLink} to="/resetpassword" color="secondary" size="small" sx={{ textTransform: 'none', fontFamily: 'inherit', letterSpacing: 0, fontSize: '1rem' }}>
          Nie pamiętasz hasła?
        </Button>
      </Box>

      <Box
        role="separator"
        sx={{
          my: 2,
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          color: 'text.secondary',
          fontSize: '0.9rem',
          '&::before, &::after': { content: '""', flex: 1, borderTop: '1px solid rgba(201, 164, 76, 0.22)' },
        }}
      >
        lub
      </Box>

      <Button component={RouterLink} to="/register" variant="outlined" color="secondary" fullWidth>
        Stwórz nowe konto
      </Button>
    </Box>
  );
}
