// /unsubscribe/{token}: the page a digest's link opens, logged in or not. Nothing happens on
// load (mail scanners open links): the player clicks, then reads the server's answer: e-mail
// notices are off (with the way back to the settings), or why the link did not work.
import { useParams, Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { AuthFrame } from '@/shared/components/AuthFrame';
import { errorMessage, errorStatus } from '@/lib/api';
import { useUnsubscribe } from '../api/useUnsubscribe';

const TITLE = 'Wypisanie z powiadomień e-mail';
const EXPLANATION = 'Po kliknięciu przestaniemy wysyłać Ci powiadomienia e-mail (podsumowania). Powiadomienia na stronie zostaną.';
const ACTION = 'Wyłącz powiadomienia e-mail';
const UNSUBSCRIBED = 'Powiadomienia e-mail są wyłączone.';
const REFUSED = 'Nie udało się wyłączyć powiadomień e-mail.';
const CONNECTION_FAILED = 'Wystąpił błąd połączenia. Spróbuj ponownie.';

export default function UnsubscribePage() {
  const { token } = useParams();
  const unsubscribe = useUnsubscribe();
  const sending = unsubscribe.isPending;
  const failure = unsubscribe.isError
    ? errorStatus(unsubscribe.error) === undefined
      ? CONNECTION_FAILED
      : errorMessage(unsubscribe.error, REFUSED)
    : null;

  const send = () => {
    if (!token || sending) return;
    unsubscribe.mutate(token);
  };

  return (
    <AuthFrame title={TITLE}>
      {/* Present from the start, so screen readers announce the answer when it comes. */}
      <Box role="status">
        {unsubscribe.isSuccess && (
          <>
            <Alert severity="success" role="none">
              {unsubscribe.data?.message || UNSUBSCRIBED}
            </Alert>
            <Typography sx={{ mt: 3, textAlign: 'center' }}>
              <Link component={RouterLink} to="/home/settings" color="secondary">
                Ustawienia powiadomień
              </Link>
            </Typography>
          </>
        )}
      </Box>
      {!unsubscribe.isSuccess && (
        <>
          <Typography sx={{ mb: 3 }}>{EXPLANATION}</Typography>
          {failure && (
            <Alert severity="error" role="alert" sx={{ mb: 3 }}>
              {failure}
            </Alert>
          )}
          <Button fullWidth variant="contained" size="large" disabled={sending || !token} aria-busy={sending} onClick={send}>
            {ACTION}
          </Button>
        </>
      )}
    </AuthFrame>
  );
}
