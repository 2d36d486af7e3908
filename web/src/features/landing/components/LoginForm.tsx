// The login form of the hero (spec 1 §4): store the login, then — for residents — ask whether an
// announcement blocks the game; otherwise go home or to character creation.
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { LoginBody, ResidentMessageBody } from '@mrok/sdk';
import { errorMessage } from '../../../lib/api';
import { saveLogin } from '../../../shared/session';
import { afterLogin } from '../../../shared/redirects';
import { palette } from '../../../app/theme';
import { useLogin } from '../api/useLogin';
import { useCheckResidentMessage } from '../api/useCheckResidentMessage';
import { emailHint, loginProblem, LOGIN_MESSAGES } from '../loginForm';
import { LoginField } from './LoginField';

interface LoginFormProps {
  /** Called when a resident logs in while an announcement blocks the game. */
  onBlocked: (message: ResidentMessageBody) => void;
}

export function LoginForm({ onBlocked }: LoginFormProps) {
  const navigate = useNavigate();
  const login = useLogin();
  const residentCheck = useCheckResidentMessage();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
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
    let answer: LoginBody;
    try {
      answer = await login.mutateAsync({ email: email.trim(), password });
    } catch (failure) {
      setError(errorMessage(failure, LOGIN_MESSAGES.failed));
      return;
    }
    saveLogin(answer);
    if (answer.userRole === 'mieszkaniec') {
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
    navigate(afterLogin(answer.race));
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
        <Alert severity="error" sx={{ mb: 1.5 }}>
          {error}
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
