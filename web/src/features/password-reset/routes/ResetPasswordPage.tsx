// /resetpassword (spec 3 §2.8): ask for a reset link. idle → sending → success | error.
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { BusyButton } from '@/shared/components/BusyButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import MarkEmailRead from '@mui/icons-material/MarkEmailRead';
import { AuthFrame } from '@/shared/components/AuthFrame';
import { useSiteInfo } from '@/shared/api/siteInfo';
import { errorMessage, errorStatus } from '@/lib/api';
import { palette } from '@/app/theme';
import { useForgotPassword } from '../api/useForgotPassword';
import { ResetSteps } from '../components/ResetSteps';
import { ForgotHelp } from '../components/ForgotHelp';
import { emailError } from '../validation';

const SENT = 'Link do resetowania hasła został wysłany na podany adres e-mail.';
const SEND_FAILED = 'Wystąpił błąd podczas wysyłania linku.';
const CONNECTION_FAILED = 'Wystąpił błąd połączenia. Spróbuj ponownie.';

export default function ResetPasswordPage() {
  const navigate = useNavigate();
  const { adminEmail } = useSiteInfo();
  const forgot = useForgotPassword();
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);

  const error = emailError(email);
  // The format hint shows while typing; the 'required' hint once the field was left empty.
  const shownError = email.trim() ? error : touched ? error : null;
  const sending = forgot.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (error || sending) return;
    forgot.mutate(email.trim());
  };

  const backToLogin = (
    <Button fullWidth variant="outlined" color="secondary" onClick={() => navigate('/login')} sx={{ mt: 2 }}>
      Powrót do logowania
    </Button>
  );

  const failure = forgot.isError
    ? errorStatus(forgot.error) === undefined
      ? CONNECTION_FAILED
      : errorMessage(forgot.error, SEND_FAILED)
    : null;

  return (
    <AuthFrame
      title={forgot.isSuccess ? 'E-mail wysłany!' : 'Odzyskiwanie hasła'}
      subtitle={forgot.isSuccess ? undefined : 'Zgubiłeś klucz do Mroku? Wykuj nowy w trzech krokach.'}
      width={600}
      after={<ForgotHelp adminEmail={adminEmail} />}
    >
      {forgot.isSuccess ? (
        <Box sx={{ textAlign: 'center' }}>
          <MarkEmailRead sx={{ fontSize: 56, color: palette.gold, mb: 1 }} aria-hidden />
          <Alert severity="success" sx={{ textAlign: 'left', mb: 2 }}>
            {SENT}
          </Alert>
          <Typography sx={{ mb: 1 }}>
            Link wysłaliśmy na adres:{' '}
            <Box component="strong" sx={{ color: palette.gold, wordBreak: 'break-all' }} data-testid="sent-to">
              {forgot.variables}
            </Box>
          </Typography>
          {forgot.data?.message && forgot.data.message !== SENT && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {forgot.data.message}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary">
            Link jest ważny przez 1 godzinę. Nie widzisz wiadomości? Sprawdź folder spam.
          </Typography>
          <Button
            fullWidth
            variant="text"
            color="secondary"
            sx={{ mt: 3 }}
            onClick={() => {
              forgot.reset();
              setTouched(false);
            }}
          >
            Użyj innego adresu
          </Button>
          {backToLogin}
        </Box>
      ) : (
        <>
          <ResetSteps />
          <Box component="form" noValidate onSubmit={submit} aria-label="Wyślij link do resetowania hasła">
            <fieldset disabled={sending} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
              <TextField
                label="E-mail"
                type="email"
                name="email"
                autoComplete="email"
                autoFocus
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                onBlur={() => setTouched(true)}
                error={Boolean(shownError)}
                helperText={shownError ?? ' '}
                disabled={sending}
              />
              {failure && (
                <Alert severity="error" sx={{ mt: 1 }}>
                  {failure}
                </Alert>
              )}
              <BusyButton
                type="submit"
                fullWidth
                variant="contained"
                size="large"
                disabled={Boolean(error) || sending}
                busy={sending}
                sx={{ mt: 2 }}
              >
                {sending ? 'Wysyłanie...' : 'Wyślij link'}
              </BusyButton>
            </fieldset>
          </Box>
          {backToLogin}
        </>
      )}
    </AuthFrame>
  );
}
