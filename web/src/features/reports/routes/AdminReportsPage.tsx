// /home/settings/admin/reports, 'Panel Zgłoszeń - Administrator' (spec 3 §2.13; admins only — the
// route table sends others home): the players with reports and their counts, then one player's
// reports (?user={id}, so the browser's back button returns to the list too) with the internal
// notes and the accept/reject dialog.
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import GavelIcon from '@mui/icons-material/Gavel';
import type { SessionReportForAdmins } from '@mrok/sdk';
import { errorMessage } from '@/lib/api';
import { NoticeProvider, useNotify } from '@/shared/components/Notice';
import { usePlayerReports } from '../api/playerReports';
import { useReportingPlayers } from '../api/reportingPlayers';
import { ReportCard } from '../components/ReportCard';
import { ReportingPlayerList, playerName } from '../components/ReportingPlayerList';
import { ReviewDialog } from '../components/ReviewDialog';
import { REPORT_TEXTS } from '../texts';

export default function AdminReportsPage() {
  return (
    <NoticeProvider testId="report-notice">
      <AdminReports />
    </NoticeProvider>
  );
}

/** The chosen player's id from ?user=, or null for the list. */
function chosenPlayer(value: string | null): number | null {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : null;
}

function Loading() {
  return (
    <Typography color="text.secondary" role="status">
      {REPORT_TEXTS.loading}
    </Typography>
  );
}

function Failed({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={retry}>
          {REPORT_TEXTS.retry}
        </Button>
      }
    >
      {errorMessage(error, REPORT_TEXTS.loadFailed)}
    </Alert>
  );
}

function AdminReports() {
  const [params, setParams] = useSearchParams();
  const userId = chosenPlayer(params.get('user'));
  const players = useReportingPlayers();
  const reports = usePlayerReports(userId);
  const notify = useNotify();
  const [reviewing, setReviewing] = useState<SessionReportForAdmins | null>(null);
  // The player's own call names them, wherever they are on the list (or beyond its first 200).
  const player = reports.data?.player ?? players.data?.users.find((p) => p.id === userId);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: { xs: 2, sm: 3 }, maxWidth: 880, mx: 'auto', width: '100%', minWidth: 0 }}>
      <Box>
        <Button component={RouterLink} to="/home/settings" color="secondary" startIcon={<ArrowBackIcon />}>
          {REPORT_TEXTS.back}
        </Button>
      </Box>
      <Typography component="h1" variant="h4" sx={{ fontSize: { xs: '1.6rem', sm: '2.1rem' } }}>
        {REPORT_TEXTS.adminHeading}
      </Typography>

      {userId === null ? (
        <Box component="section" aria-labelledby="reporting-players-heading" sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0 }}>
          <Typography id="reporting-players-heading" component="h2" variant="h6" sx={{ color: 'secondary.main' }}>
            {REPORT_TEXTS.players}
          </Typography>
          {players.isPending ? (
            <Loading />
          ) : players.isError && !players.data ? (
            <Failed error={players.error} retry={() => void players.refetch()} />
          ) : players.data.users.length === 0 ? (
            <Typography color="text.secondary">{REPORT_TEXTS.noPlayers}</Typography>
          ) : (
            <>
              <ReportingPlayerList players={players.data.users} onOpen={(chosen) => setParams({ user: String(chosen.id) })} />
              {players.data.total > players.data.users.length && (
                <Typography color="text.secondary" data-testid="more-reporting-players">
                  {REPORT_TEXTS.morePlayers(players.data.users.length, players.data.total)}
                  <Link href="/admin/reports" color="secondary">
                    {REPORT_TEXTS.backOffice}
                  </Link>
                  .
                </Typography>
              )}
            </>
          )}
        </Box>
      ) : (
        <Box component="section" aria-labelledby="player-reports-heading" sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
            <Typography id="player-reports-heading" component="h2" variant="h6" sx={{ color: 'secondary.main', overflowWrap: 'anywhere' }}>
              {REPORT_TEXTS.playerReports(playerName(player))}
            </Typography>
            <Button color="secondary" startIcon={<ArrowBackIcon />} onClick={() => setParams({})}>
              {REPORT_TEXTS.backToList}
            </Button>
          </Box>
          {reports.isPending ? (
            <Loading />
          ) : reports.isError && !reports.data ? (
            <Failed error={reports.error} retry={() => void reports.refetch()} />
          ) : reports.data.reports.length === 0 ? (
            <Typography color="text.secondary">{REPORT_TEXTS.noReports}</Typography>
          ) : (
            reports.data.reports.map((report) => (
              <ReportCard
                key={report.id}
                report={report}
                showInternal
                action={
                  <Button variant={report.status === 'pending' ? 'contained' : 'outlined'} color={report.status === 'pending' ? 'primary' : 'secondary'} startIcon={<GavelIcon />} onClick={() => setReviewing(report)}>
                    {report.status === 'pending' ? REPORT_TEXTS.review : REPORT_TEXTS.changeDecision}
                  </Button>
                }
              />
            ))
          )}
        </Box>
      )}

      {reviewing && <ReviewDialog report={reviewing} onDone={notify.success} onClose={() => setReviewing(null)} />}
    </Box>
  );
}
