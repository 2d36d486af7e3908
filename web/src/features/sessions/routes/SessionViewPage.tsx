// /home/generalSessions/{sessionId} and /home/privateSessions/{sessionId} (spec 2 §2): one view
// configured by the session kind. Loading → the session, 'Nie znaleziono sesji' (404, or an id
// that is not one), an error with a retry, or — on 401 — a forgotten login and /login.
import { useEffect } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import SearchOff from '@mui/icons-material/SearchOff';
import { errorMessage, errorStatus } from '@/lib/api';
import { palette } from '@/app/theme';
import { forgetLogin } from '@/shared/session';
import type { SessionKind } from '@/shared/sessions/model';
import { sessionDetailQuery } from '@/shared/sessions/queries';
import { NoticeProvider } from '@/shared/components/Notice';
import { SessionView } from '../components/view/SessionView';
import { VIEW_TEXTS, openedFromArchive, parseSessionId } from '../components/view/viewLogic';
import { sessionsPath } from '../sessionKinds';

function NotFound({ kind }: { kind: SessionKind }) {
  return (
    <Paper role="status" data-testid="session-not-found" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center', maxWidth: 700, mx: 'auto' }}>
      <SearchOff sx={{ fontSize: 56, color: palette.goldDim, mb: 1 }} aria-hidden />
      <Typography component="h1" variant="h5" sx={{ mb: 3 }}>
        {VIEW_TEXTS.notFound}
      </Typography>
      <Button component={RouterLink} to={sessionsPath(kind)} variant="outlined" color="secondary">
        {VIEW_TEXTS.backToList}
      </Button>
    </Paper>
  );
}

function SessionScreen({ kind, rawId }: { kind: SessionKind; rawId: string | undefined }) {
  const id = parseSessionId(rawId);
  const navigate = useNavigate();
  const location = useLocation();
  const detail = useQuery({ ...sessionDetailQuery(kind, id ?? 0), enabled: id !== null });
  const status = detail.isError ? errorStatus(detail.error) : undefined;
  const authLost = status === 401;

  useEffect(() => {
    if (!authLost) return;
    forgetLogin();
    navigate('/login', { replace: true });
  }, [authLost, navigate]);

  if (id === null || status === 404) return <NotFound kind={kind} />;
  if (detail.data) {
    return (
      <NoticeProvider testId="session-notice">
        <SessionView session={detail.data} fromArchive={openedFromArchive(location.state)} />
      </NoticeProvider>
    );
  }
  if (detail.isError) {
    return (
      <Paper sx={{ p: { xs: 2, sm: 4 }, maxWidth: 700, mx: 'auto' }}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void detail.refetch()} disabled={detail.isFetching}>
              Spróbuj ponownie
            </Button>
          }
        >
          {errorMessage(detail.error, VIEW_TEXTS.loadError)}
        </Alert>
      </Paper>
    );
  }
  return (
    <Box role="status" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 8 }}>
      <CircularProgress color="secondary" aria-hidden />
      <Typography color="text.secondary">{VIEW_TEXTS.loading}</Typography>
    </Box>
  );
}

export default function SessionViewPage({ kind }: { kind: SessionKind }) {
  const { sessionId } = useParams();
  // Another session (or kind) starts a new screen: page, edits and dialogs reset.
  return <SessionScreen key={`${kind}:${sessionId ?? ''}`} kind={kind} rawId={sessionId} />;
}
