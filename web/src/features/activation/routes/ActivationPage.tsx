// /activate/{token} (spec 3 §2.10): loading, then success or error; no token is an error at once.
import { useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import { AuthFrame } from '@/shared/components/AuthFrame';
import { useSiteInfo } from '@/shared/api/siteInfo';
import { errorMessage, errorStatus } from '@/lib/api';
import { useActivateAccount } from '../api/useActivateAccount';
import { ActivationFailure } from '../components/ActivationFailure';

const MISSING_TOKEN = 'Nieprawidłowy link aktywacyjny.';
const ACTIVATION_FAILED = 'Nie udało się aktywować konta. Sprawdź czy link jest prawidłowy.';
const CONNECTION_FAILED = 'Wystąpił błąd połączenia. Spróbuj ponownie później.';
const ACTIVATED = 'Konto zostało aktywowane! Możesz się teraz zalogować.';
const ALREADY_ACTIVE = 'To konto jest już aktywne. Możesz się zalogować.';
/** The server's answer to a link used before whose account is active (409). */
const ALREADY_ACTIVE_STATUS = 409;

export default function ActivationPage() {
  const { token } = useParams();
  const navigate = useNavigate();
  const { adminEmail } = useSiteInfo();
  const activation = useActivateAccount(token);

  const alreadyActive = activation.isError && errorStatus(activation.error) === ALREADY_ACTIVE_STATUS;
  const failure = !token
    ? MISSING_TOKEN
    : activation.isError && !alreadyActive
      ? errorStatus(activation.error) === undefined
        ? CONNECTION_FAILED
        : errorMessage(activation.error, ACTIVATION_FAILED)
      : null;

  const footer = (
    <>
      <Divider sx={{ my: 3 }} />
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
        Masz problem z aktywacją? Skontaktuj się z administratorem:{' '}
        <Link href={`mailto:${adminEmail}`} color="secondary">
          {adminEmail}
        </Link>
      </Typography>
    </>
  );

  const toLogin = (
    <Button fullWidth variant="contained" size="large" onClick={() => navigate('/login')} sx={{ mt: 3 }}>
      Przejdź do logowania
    </Button>
  );

  if (failure) {
    return (
      <AuthFrame title="Błąd aktywacji">
        <ActivationFailure message={failure} />
        {footer}
      </AuthFrame>
    );
  }

  if (alreadyActive) {
    return (
      <AuthFrame title="Konto jest już aktywne">
        <Box sx={{ textAlign: 'center' }}>
          <Alert severity="info" sx={{ textAlign: 'left' }}>
            {errorMessage(activation.error, ALREADY_ACTIVE)}
          </Alert>
          {toLogin}
        </Box>
        {footer}
      </AuthFrame>
    );
  }

  if (activation.isSuccess) {
    return (
      <AuthFrame title="Konto aktywowane!">
        <Box sx={{ textAlign: 'center' }}>
          <CheckCircle sx={{ fontSize: 56, color: '#6f9e4f', mb: 1 }} aria-hidden />
          <Typography sx={{ mb: 2 }}>
            Twoja dusza została spisana w księgach Mroku. Możesz się teraz zalogować i stworzyć swoją postać.
          </Typography>
          <Alert severity="success" sx={{ textAlign: 'left' }}>
            {activation.data?.message || ACTIVATED}
          </Alert>
          {toLogin}
        </Box>
        {footer}
      </AuthFrame>
    );
  }

  return (
    <AuthFrame title="Aktywacja konta...">
      <Box role="status" sx={{ textAlign: 'center', py: 2 }}>
        <CircularProgress color="secondary" aria-hidden />
        <Typography sx={{ mt: 2 }} color="text.secondary">
          Proszę czekać, trwa weryfikacja Twojego konta.
        </Typography>
      </Box>
      {footer}
    </AuthFrame>
  );
}
