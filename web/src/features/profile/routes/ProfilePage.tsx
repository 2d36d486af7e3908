// /home/profile/{id} (spec 1 §2, §4, §7): a player's main character and up to two secondary
// ones, with previous / next buttons. Loading → the profile, the not-found view, an error (with a
// retry), or — on 401/403 — a forgotten login and /login.
import { useEffect } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Cancel from '@mui/icons-material/Cancel';
import PersonOff from '@mui/icons-material/PersonOff';
import { forgetLogin, readSession } from '@/shared/session';
import { palette } from '@/app/theme';
import { parseProfileId } from '../characters';
import { LOAD_MESSAGES, loadFailure } from '../loadState';
import { useProfile } from '../api/useProfile';
import { NoticeProvider } from '@/shared/components/Notice';
import { ProfileNav } from '../components/ProfileNav';
import { ProfileView } from '../components/ProfileView';

function NotFound({ rawId }: { rawId: string }) {
  return (
    <Paper role="status" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }} data-testid="profile-not-found">
      <PersonOff sx={{ fontSize: 56, color: palette.goldDim, mb: 1 }} aria-hidden />
      <Typography component="h1" variant="h5" sx={{ overflowWrap: 'anywhere' }}>
        {LOAD_MESSAGES.notFound(rawId)}
      </Typography>
    </Paper>
  );
}

function ProfileScreen({ rawId }: { rawId: string }) {
  const navigate = useNavigate();
  const session = readSession();
  const id = parseProfileId(rawId);
  const profile = useProfile(session.token ? id : null);
  const failure = profile.isError ? loadFailure(profile.error) : null;
  const authLost = failure?.kind === 'auth';

  useEffect(() => {
    if (!authLost) return;
    forgetLogin();
    navigate('/login', { replace: true });
  }, [authLost, navigate]);

  if (!session.token) return <Navigate to="/login" replace />;

  let body;
  if (id === null || failure?.kind === 'notFound') {
    body = <NotFound rawId={rawId} />;
  } else if (failure?.kind === 'error') {
    body = (
      <Paper sx={{ p: { xs: 2, sm: 4 } }}>
        <Alert
          severity="error"
          icon={<Cancel />}
          action={
            <Button color="inherit" size="small" onClick={() => void profile.refetch()} disabled={profile.isFetching}>
              Spróbuj ponownie
            </Button>
          }
        >
          {failure.message}
        </Alert>
      </Paper>
    );
  } else if (profile.isSuccess) {
    body = <ProfileView profile={profile.data} session={session} />;
  } else {
    body = (
      <Box role="status" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 8 }}>
        <CircularProgress color="secondary" aria-hidden />
        <Typography color="text.secondary">Ładowanie profilu...</Typography>
      </Box>
    );
  }

  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto', minWidth: 0 }}>
      <ProfileNav id={id} />
      {body}
    </Box>
  );
}

export default function ProfilePage() {
  const { id = '' } = useParams();
  return (
    <NoticeProvider testId="profile-notice">
      {/* A new id starts a new screen: tabs, dialogs and edits reset. */}
      <ProfileScreen key={id} rawId={id} />
    </NoticeProvider>
  );
}
