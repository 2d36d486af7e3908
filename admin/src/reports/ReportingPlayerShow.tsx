// One player's session reports, the newest first: each with its session and kind, status, when it
// was sent (and sent again after a correction), the four texts, the comment the player reads with
// the reviewer and the time, the internal note, and the decision. The server sends the newest 200
// and does not page them: with more, the page says so.
import type { ReportingPlayer, SessionReportForAdmins } from '@mrok/sdk';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import {
  DateField,
  FunctionField,
  ListBase,
  ListButton,
  NumberField,
  Show,
  SimpleShowLayout,
  TopToolbar,
  WithListContext,
  useRecordContext,
} from 'react-admin';
import { NO_REPORTS, REPORTS_LISTED, REPORT_SECTIONS, STATUS_COLORS, olderReportsNote, playerLabel, sessionLabel, statusLabel } from './labels';
import { ReviewButton } from './ReviewButton';

const when = (at: string) => new Date(at).toLocaleString('pl-PL', { dateStyle: 'long', timeStyle: 'short' });

function ReportCard({ report }: { report: SessionReportForAdmins }) {
  return (
    <Card variant="outlined" component="article" data-testid="admin-report">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.25 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
          <Typography variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
            {sessionLabel(report)}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1 }}>
            {report.updated_at && <Chip size="small" variant="outlined" label="Zaktualizowano" />}
            <Chip size="small" variant="outlined" color={STATUS_COLORS[report.status]} label={statusLabel(report.status)} />
          </Box>
        </Box>
        <Typography variant="body2" color="text.secondary">
          Wysłano: {when(report.created_at)}
          {report.updated_at && ` · Ponownie wysłano: ${when(report.updated_at)}`}
        </Typography>
        {REPORT_SECTIONS.map(([field, label]) =>
          report[field].trim() ? (
            <Box key={field}>
              <Typography variant="subtitle2" component="h4">
                {label}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{report[field]}</Typography>
            </Box>
          ) : null,
        )}
        {report.admin_comment && (
          <Box>
            <Typography variant="subtitle2" component="h4">
              Komentarz administratora
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{report.admin_comment}</Typography>
          </Box>
        )}
        {report.reviewed_at && (
          <Typography variant="body2" color="text.secondary">
            Sprawdził: {playerLabel(report.reviewed_by_name)} · {when(report.reviewed_at)}
          </Typography>
        )}
        {report.internal_comment && (
          <Box sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 1 }}>
            <Typography variant="subtitle2" component="h4">
              Notatka wewnętrzna (tylko dla administratorów)
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{report.internal_comment}</Typography>
          </Box>
        )}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <ReviewButton report={report} />
        </Box>
      </CardContent>
    </Card>
  );
}

function PlayerReports() {
  const player = useRecordContext<ReportingPlayer>();
  if (!player) return null;
  const note = olderReportsNote(player.total_reports);
  return (
    <ListBase resource="sessionReports" filter={{ userId: player.id }} perPage={REPORTS_LISTED} disableSyncWithLocation>
      <Typography variant="h6" component="h2" sx={{ mt: 2, mb: 1 }}>
        Zgłoszenia
      </Typography>
      {note && (
        <Alert severity="info" sx={{ mb: 1.5 }} data-testid="older-reports">
          {note}
        </Alert>
      )}
      <WithListContext<SessionReportForAdmins>
        render={({ data, isPending }) =>
          isPending ? null : !data?.length ? (
            <Typography color="text.secondary">{NO_REPORTS}</Typography>
          ) : (
            <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
              {data.map((report) => (
                <ReportCard key={report.id} report={report} />
              ))}
            </Box>
          )
        }
      />
    </ListBase>
  );
}

function Actions() {
  return (
    <TopToolbar>
      <ListButton label="Wróć do listy" />
    </TopToolbar>
  );
}

export function ReportingPlayerShow() {
  return (
    <Show actions={<Actions />} title={<FunctionField<ReportingPlayer> render={(player) => `Zgłoszenia: ${playerLabel(player.username)}`} />}>
      <SimpleShowLayout>
        <FunctionField<ReportingPlayer> source="username" render={(player) => playerLabel(player.username)} />
        <NumberField source="pending_reports" />
        <NumberField source="accepted_reports" />
        <NumberField source="rejected_reports" />
        <NumberField source="total_reports" />
        <DateField source="last_report_date" locales="pl-PL" showTime emptyText="—" />
        <PlayerReports />
      </SimpleShowLayout>
    </Show>
  );
}
