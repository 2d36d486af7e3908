// The back office's sign-in: e-mail and password against the same accounts as the player site.
// A refusal (wrong password, an account that is not staff) is shown in the form, in Polish.
// It is the player site's sign-in too (lib/session.ts): an admin who signs in on the site in
// another tab meanwhile is let in here at once.
import { useEffect, useState, type FormEvent } from 'react';
import { useLogin } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SIGN_IN_KEYS, storedIdentity } from '../lib/session';
import { LOGIN_FAILED_MESSAGE, mayEnterBackOffice } from '../providers/authProvider';
import { palette } from '../theme';

export function LoginPage() {
  const login = useLogin();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== null && !SIGN_IN_KEYS.includes(event.key)) return;
      if (mayEnterBackOffice(storedIdentity()?.role)) window.location.assign('/admin/');
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setPending(true);
    setError(null);
    try {
      await login({ email: String(form.get('email') ?? ''), password: String(form.get('password') ?? '') });
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : LOGIN_FAILED_MESSAGE);
      setPending(false);
    }
  };

  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}
    >
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 420, p: 4 }}>
        <Typography variant="h3" component="h1" align="center" sx={{ color: palette.gold }}>
          Mrok
        </Typography>
        <Typography variant="h6" component="p" align="center" sx={{ mb: 3, color: palette.parchment }}>
          Panel administracyjny
        </Typography>
        <Box component="form" onSubmit={onSubmit} noValidate>
          <TextField
            name="email"
            type="email"
            label="E-mail"
            autoComplete="username"
            autoFocus
            required
            fullWidth
            margin="normal"
            variant="outlined"
          />
          <TextField
            name="password"
            type="password"
            label="Hasło"
            autoComplete="current-password"
            required
            fullWidth
            margin="normal"
            variant="outlined"
          />
          {error && (
            <Alert severity="error" variant="outlined" sx={{ mt: 2 }} data-testid="login-error">
              {error}
            </Alert>
          )}
          <Button type="submit" variant="contained" color="primary" fullWidth disabled={pending} sx={{ mt: 3 }}>
            Zaloguj się
          </Button>
        </Box>
        <Typography variant="body2" align="center" sx={{ mt: 3 }}>
          <Link href="/">Wróć na stronę gry</Link>
        </Typography>
      </Paper>
    </Box>
  );
}
