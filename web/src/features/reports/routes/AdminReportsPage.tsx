// /home/settings/admin/reports, 'Panel Zgłoszeń - Administrator' (spec 3 §2.13; admins only — the
// route table sends others home): the players with reports and their counts, then one player's
// reports (?user={id}, so the browser's back button returns to the list too) with the internal
// notes and the accept/reject dialog.
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import GavelIcon from '@mui/icons-material/Gavel';
import type { SessionReportForAdmins } from '@mrok/sdk';
import { NoticeProvider, useNotify } from '@/shared/components/Notice';
import { usePlayerReports } from '../api/playerReports';
import { useReportingPlayers } from '../api/reportingPlayers';
import { ReportCard } from '../components/ReportCard';
import { ReportingPlayerList, playerName } from '../components/ReportingPlayerList';
import { QueriedList, ReportSection, ReportsFrame, SectionHeading } from '../components/ReportsLayout';
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
    <ReportsFrame>
      <Typography component="h1" variant="h4" sx={{ fontSize: { xs: '1.6rem', sm: '2.1rem' } }}>
        {REPORT_TEXTS.adminHeading}
      </Typography>

      {userId === null ? (
        <ReportSection labelledBy="reporting-players-heading">
          <SectionHeading id="reporting-players-heading">{REPORT_TEXTS.players}</SectionHeading>
          <QueriedList query={players} isEmpty={(list) => list.users.length === 0} empty={REPORT_TEXTS.noPlayers}>
            {(list) => (
              <>
                <ReportingPlayerList players={list.users} onOpen={(chosen) => setParams({ user: String(chosen.id) })} />
                {list.total > list.users.length && (
                  <Typography color="text.secondary" data-testid="more-reporting-players">
                    {REPORT_TEXTS.morePlayers(list.users.length, list.total)}
                    <Link href="/admin/reports" color="secondary">
                      {REPORT_TEXTS.backOffice}
                    </Link>
                    .
                  </Typography>
                )}
              </>
            )}
          </QueriedList>
        </ReportSection>
      ) : (
        <ReportSection labelledBy="player-reports-heading">
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
            <SectionHeading id="player-reports-heading" wrap>
              {REPORT_TEXTS.playerReports(playerName(player))}
            </SectionHeading>
            <Button color="secondary" startIcon={<ArrowBackIcon />} onClick={() => setParams({})}>
              {REPORT_TEXTS.backToList}
            </Button>
          </Box>
          <QueriedList query={reports} isEmpty={(answer) => answer.reports.length === 0} empty={REPORT_TEXTS.noReports}>
            {(answer) =>
              answer.reports.map((report) => (
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
            }
          </QueriedList>
        </ReportSection>
      )}

      {reviewing && <ReviewDialog report={reviewing} onDone={notify.success} onClose={() => setReviewing(null)} />}
    </ReportsFrame>
  );
}
