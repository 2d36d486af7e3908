// /home/settings/reports, 'Zgłoszenia Sesji' (spec 3 §2.12): back to the settings, 'Nowe
// Zgłoszenie' (the form in a dialog) and 'Moje Zgłoszenia', the newest first; a rejected report
// is corrected and sent again from its card. Without a stored token or user id: /login.
import { useState } from 'react';
import { Navigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import type { SessionReport } from '@mrok/sdk';
import { NoticeProvider, useNotify } from '@/shared/components/Notice';
import { readSession } from '@/shared/session';
import { useMyReports } from '../api/myReports';
import { ReportCard } from '../components/ReportCard';
import { ReportFormDialog } from '../components/ReportFormDialog';
import { QueriedList, ReportSection, ReportsFrame, SectionHeading } from '../components/ReportsLayout';
import { canResubmit, reportedSessions } from '../reportRules';
import { REPORT_TEXTS } from '../texts';

export default function ReportsPage() {
  const session = readSession();
  if (!session.token || !session.userId) return <Navigate to="/login" replace />;
  return (
    <NoticeProvider testId="report-notice">
      <MyReports />
    </NoticeProvider>
  );
}

/** The dialog: closed, a new report, or a rejected report being corrected. */
type FormState = { open: false } | { open: true; report: SessionReport | null };

function MyReports() {
  const reports = useMyReports();
  const notify = useNotify();
  const [form, setForm] = useState<FormState>({ open: false });
  const list = reports.data ?? [];

  return (
    <ReportsFrame>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1.5 }}>
        <Typography component="h1" variant="h4" sx={{ fontSize: { xs: '1.6rem', sm: '2.1rem' } }}>
          {REPORT_TEXTS.heading}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setForm({ open: true, report: null })}>
          {REPORT_TEXTS.add}
        </Button>
      </Box>

      <ReportSection labelledBy="my-reports-heading">
        <SectionHeading id="my-reports-heading">{REPORT_TEXTS.mine}</SectionHeading>
        <QueriedList query={reports} isEmpty={(mine) => mine.length === 0} empty={REPORT_TEXTS.empty}>
          {(mine) =>
            mine.map((report) => (
              <ReportCard
                key={report.id}
                report={report}
                action={
                  canResubmit(report) ? (
                    <Button variant="outlined" color="secondary" startIcon={<EditIcon />} onClick={() => setForm({ open: true, report })}>
                      {REPORT_TEXTS.edit}
                    </Button>
                  ) : undefined
                }
              />
            ))
          }
        </QueriedList>
      </ReportSection>

      {form.open && (
        <ReportFormDialog
          report={form.report}
          reported={reportedSessions(list)}
          onSaved={notify.success}
          onClose={() => setForm({ open: false })}
        />
      )}
    </ReportsFrame>
  );
}
