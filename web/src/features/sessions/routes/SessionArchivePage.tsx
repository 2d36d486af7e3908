// /home/{general|private}Sessions/archive (spec 2 §2): the closed sessions, to browse or download;
// the owner can reopen one after a confirmation.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { errorMessage, errorStatus } from '../../../lib/api';
import { ConfirmDialog } from '../../../shared/components/ConfirmDialog';
import { pluralSessions } from '../../../shared/plural';
import type { SessionKind, SessionRow } from '../../../shared/sessions/model';
import { sessionArchiveQuery } from '../../../shared/sessions/queries';
import { useSetClosed } from '../api/useSetClosed';
import { ArchiveRow } from '../components/ArchiveRow';
import { viewerId } from '../../../shared/viewer';
import { SESSION_TEXTS, sessionsPath } from '../sessionKinds';
import { NoticeProvider } from '../../../shared/components/Notice';

function archiveErrorText(error: unknown): string {
  if (errorStatus(error) === undefined) return 'Wystąpił błąd podczas ładowania archiwum sesji';
  return errorMessage(error, 'Błąd podczas pobierania archiwum sesji');
}

export default function SessionArchivePage({ kind }: { kind: SessionKind }) {
  return (
    <NoticeProvider testId="session-notice">
      <SessionArchive kind={kind} />
    </NoticeProvider>
  );
}

function SessionArchive({ kind }: { kind: SessionKind }) {
  const archive = useQuery(sessionArchiveQuery(kind));
  const viewer = viewerId();
  const [reopening, setReopening] = useState<SessionRow | null>(null);

  const reopen = useSetClosed(kind, false);

  const rows = archive.data ?? [];

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Box>
          <Typography component="h1" variant="h4" sx={{ fontSize: { xs: '1.6rem', sm: '2.1rem' } }}>
            {SESSION_TEXTS[kind].archiveTitle}
          </Typography>
          {archive.isSuccess && rows.length > 0 && (
            <Typography color="text.secondary" data-testid="archive-count">
              Znaleziono w archiwum {rows.length} {pluralSessions(rows.length)}
            </Typography>
          )}
        </Box>
        <Button component={RouterLink} to={sessionsPath(kind)} color="secondary" startIcon={<ArrowBackIcon />}>
          Wróć do listy
        </Button>
      </Box>
      {reopen.isError && (
        <Alert severity="error" onClose={() => reopen.reset()}>
          {errorMessage(reopen.error, 'Błąd podczas przywracania sesji')}
        </Alert>
      )}
      {archive.isPending ? (
        <Typography color="text.secondary" role="status">
          Ładowanie...
        </Typography>
      ) : archive.isError ? (
        <Alert severity="error">{archiveErrorText(archive.error)}</Alert>
      ) : rows.length === 0 ? (
        <Typography color="text.secondary">Archiwum jest puste</Typography>
      ) : (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          {rows.map((row) => (
            <ArchiveRow key={row.id} row={row} viewerId={viewer} onReopen={setReopening} />
          ))}
        </Box>
      )}
      <ConfirmDialog
        open={reopening !== null}
        title="Przywróć sesję"
        confirmLabel="Przywróć"
        busy={reopen.isPending}
        onConfirm={() => reopening && reopen.mutate(reopening, { onSettled: () => setReopening(null) })}
        onCancel={() => setReopening(null)}
      >
        Czy na pewno chcesz przywrócić tę sesję?
      </ConfirmDialog>
    </Box>
  );
}
