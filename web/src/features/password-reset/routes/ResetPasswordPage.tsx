// /resetpassword (spec 3 §2.8): ask for a reset link. idle → sending → success | error.
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import MarkEmailRead from '@mui/icons-material/MarkEmailRead';
import { AuthFrame } from '@/shared/components/AuthFrame';
import { useSiteInfo } from '@/shared/api/siteInfo';
import { palette } from '@/app/theme';
import { useForgotPassword } from '../api/useForgotPassword';
import { BackToLogin } from '../components/BackToLogin';
import { ForgotHelp } from '../components/ForgotHelp';
import { ResetForm } from '../components/ResetForm';
import { ResetSteps } from '../components/ResetSteps';
import { failureText } from '../failure';
import { emailError } from '../validation';

const SENT = 'Link do resetowania hasła został wysłany na podany adres e-mail.';
const SEND_FAILED = 'Wystąpił błąd podczas wysyłania linku.';

export default function ResetPasswordPage() {
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

  const failure = forgot.isError ? failureText(forgot.error, SEND_FAILED) : null;

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
          <BackToLogin gap={2} />
        </Box>
      ) : (
        <>
          <ResetSteps />
          <ResetForm
            ariaLabel="Wyślij link do resetowania hasła"
            sending={sending}
            onSubmit={submit}
            error={failure}
            submitLabel={sending ? 'Wysyłanie...' : 'Wyślij link'}
            submitDisabled={Boolean(error) || sending}
            gaps={{ error: 1, submit: 2 }}
          >
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
          </ResetForm>
          <BackToLogin gap={2} />
        </>
      )}
    </AuthFrame>
  );
}
