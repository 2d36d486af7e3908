// /home/{general|private}Sessions/archive (spec 2 §2): the closed sessions, to browse or download,
// one page of 20 at a time as the open list (?strona=N, MUI Pagination under the list when there
// is more than one page); the heading counts them all. The owner can reopen one after a
// confirmation, and the page is read again.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink } from 'react-router';
import { errorMessage, errorStatus } from '@/lib/api';
import { ConfirmDialog } from '@/shared/components/ConfirmDialog';
import { pluralSessions } from '@/shared/plural';
import type { SessionKind, SessionRow } from '@/shared/sessions/model';
import { sessionArchivePageQuery } from '@/shared/sessions/queries';
import { useSetClosed } from '../api/useSetClosed';
import { ArchiveRow } from '../components/ArchiveRow';
import { ListPagination } from '@/shared/paging/ListPagination';
import { usePagedList } from '@/shared/paging/usePagedList';
import { viewerId } from '@/shared/viewer';
import { SESSION_PAGES_LABEL, SESSION_TEXTS, sessionsPath } from '../sessionKinds';
import { NoticeProvider } from '@/shared/components/Notice';

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
  const { list: archive, rows, page, pages, pastTheEnd, goTo, heading } = usePagedList((page) => sessionArchivePageQuery(kind, page));
  const viewer = viewerId();
  const [reopening, setReopening] = useState<SessionRow | null>(null);

  const reopen = useSetClosed(kind, false);
  const total = archive.data?.total ?? 0;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Box>
          <Typography ref={heading} component="h1" variant="h4" sx={{ fontSize: { xs: '1.6rem', sm: '2.1rem' } }}>
            {SESSION_TEXTS[kind].archiveTitle}
          </Typography>
          {total > 0 && (
            <Typography color="text.secondary" data-testid="archive-count">
              Znaleziono w archiwum {total} {pluralSessions(total)}
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
      {archive.isError && archive.data && <Alert severity="error">{archiveErrorText(archive.error)}</Alert>}
      {archive.isPending ? (
        <Typography color="text.secondary" role="status">
          Ładowanie...
        </Typography>
      ) : archive.isError && !archive.data ? (
        <Alert severity="error">{archiveErrorText(archive.error)}</Alert>
      ) : rows.length === 0 ? (
        pastTheEnd ? null : <Typography color="text.secondary">Archiwum jest puste</Typography>
      ) : (
        <Box
          sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, opacity: archive.isPlaceholderData ? 0.6 : 1 }}
          aria-busy={archive.isPlaceholderData || undefined}
        >
          {rows.map((row) => (
            <ArchiveRow key={row.id} row={row} viewerId={viewer} onReopen={setReopening} />
          ))}
        </Box>
      )}
      <ListPagination page={page} pages={pages} onChange={goTo} label={SESSION_PAGES_LABEL} />
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
