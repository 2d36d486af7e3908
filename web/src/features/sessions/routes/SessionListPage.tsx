// /home/{general|private}Sessions (spec 2 §2): the open sessions, one page of 20 at a time
// (?strona=N, issue 15), polled every 10 s, each with its badges, last activity and unread dot;
// 'Nowa sesja' and 'Archiwum'; MUI Pagination under the list when there is more than one page.
// A failed poll never says the sessions are gone: the last list stays with a quiet word that it
// could not be refreshed, and a list that could not be read at all says so, with a way to try
// again.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import InventoryIcon from '@mui/icons-material/Inventory2';
import { Link as RouterLink } from 'react-router';
import type { SessionKind } from '@/shared/sessions/model';
import { sessionPageQuery } from '@/shared/sessions/queries';
import { readSeenMap } from '@/shared/sessions/unread';
import { ListPagination } from '@/shared/paging/ListPagination';
import { SessionListRow } from '../components/SessionListRow';
import { usePagedList } from '@/shared/paging/usePagedList';
import { viewerId } from '@/shared/viewer';
import { SESSION_PAGES_LABEL, SESSION_TEXTS, sessionsPath } from '../sessionKinds';
import { NoticeProvider } from '@/shared/components/Notice';

export const LIST_TEXTS = {
  failed: 'Nie udało się wczytać listy sesji.',
  retry: 'Spróbuj ponownie',
  stale: 'Nie udało się odświeżyć listy — za chwilę spróbuję ponownie.',
  empty: 'Brak dostępnych sesji',
  pages: SESSION_PAGES_LABEL,
} as const;

export default function SessionListPage({ kind }: { kind: SessionKind }) {
  return (
    <NoticeProvider testId="session-notice">
      <SessionList kind={kind} />
    </NoticeProvider>
  );
}

function SessionList({ kind }: { kind: SessionKind }) {
  const { list, rows, page, pages, pastTheEnd, goTo, heading } = usePagedList((page) => sessionPageQuery(kind, page));
  const seenMap = readSeenMap(kind);
  const viewer = viewerId();

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1.5 }}>
        <Typography ref={heading} component="h1" variant="h4" sx={{ fontSize: { xs: '1.6rem', sm: '2.1rem' } }}>
          {SESSION_TEXTS[kind].title}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button component={RouterLink} to={`${sessionsPath(kind)}/new`} variant="contained" startIcon={<AddIcon />}>
            Nowa sesja
          </Button>
          <Button component={RouterLink} to={`${sessionsPath(kind)}/archive`} variant="outlined" color="secondary" startIcon={<InventoryIcon />}>
            Archiwum
          </Button>
        </Box>
      </Box>
      {list.isError && list.data && (
        <Typography variant="body2" color="text.secondary" role="status" data-testid="session-list-stale">
          {LIST_TEXTS.stale}
        </Typography>
      )}
      {list.isPending && list.fetchStatus === 'fetching' ? (
        <Typography color="text.secondary" role="status">
          Ładowanie...
        </Typography>
      ) : list.isError && !list.data ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void list.refetch()}>
              {LIST_TEXTS.retry}
            </Button>
          }
        >
          {LIST_TEXTS.failed}
        </Alert>
      ) : rows.length === 0 ? (
        pastTheEnd ? null : <Typography color="text.secondary">{LIST_TEXTS.empty}</Typography>
      ) : (
        <Box
          sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, opacity: list.isPlaceholderData ? 0.6 : 1 }}
          aria-busy={list.isPlaceholderData || undefined}
        >
          {rows.map((row) => (
            <SessionListRow key={row.id} row={row} viewerId={viewer} seenMap={seenMap} />
          ))}
        </Box>
      )}
      <ListPagination page={page} pages={pages} onChange={goTo} label={LIST_TEXTS.pages} />
    </Box>
  );
}
