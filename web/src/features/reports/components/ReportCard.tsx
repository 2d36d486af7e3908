// One session report as a card, the same on both screens (spec 3 §2.12, §2.13): the session and
// its kind, the status (Oczekuje / Zaakceptowane / Odrzucone in warning / success / error), when
// it was sent and, after a correction, 'Zaktualizowano' with when it was sent again; the four
// texts; the admin's comment with the reviewer and the time. Configured by where it is shown:
// admins also read the internal note, and each screen hands in its own action.
import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { SessionReport, SessionReportForAdmins } from '@mrok/sdk';
import { formatDateTime } from '@/shared/dates';
import { kindLabel, STATUS_COLORS, statusLabel, wasResubmitted } from '../reportRules';
import { REPORT_TEXTS } from '../texts';

interface ReportCardProps {
  report: SessionReport | SessionReportForAdmins;
  /** Admins read the internal note; the player's answers never carry it. */
  showInternal?: boolean;
  /** The screen's action: correcting a rejected report, or the admin's decision. */
  action?: ReactNode;
}

const SECTIONS = ['whatHappened', 'worldConsequences', 'characterConsequences', 'reportedSkills'] as const;
const FIELDS = {
  whatHappened: 'what_happened',
  worldConsequences: 'world_consequences',
  characterConsequences: 'character_consequences',
  reportedSkills: 'reported_skills',
} as const;

const prose = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

function Meta({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Typography variant="body2" color="text.secondary">
      {label}: <Box component="span" sx={{ color: 'text.primary' }}>{children}</Box>
    </Typography>
  );
}

export function ReportCard({ report, showInternal = false, action }: ReportCardProps) {
  const titleId = useId();
  const internal = showInternal && 'internal_comment' in report ? report.internal_comment?.trim() : '';
  const comment = report.admin_comment?.trim();
  // A corrected report keeps its last decision's comment and reviewer until the next decision.
  const reviewed = Boolean(report.reviewed_at);
  return (
    <Paper component="article" aria-labelledby={titleId} data-testid="report-card" sx={{ p: { xs: 2, sm: 2.5 }, display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography id={titleId} component="h3" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
            {report.session_title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {kindLabel(report.session_type)}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {wasResubmitted(report) && <Chip size="small" variant="outlined" color="secondary" label={REPORT_TEXTS.updated} data-testid="report-updated" />}
          <Chip size="small" variant="outlined" color={STATUS_COLORS[report.status]} label={statusLabel(report.status)} data-testid="report-status" />
        </Box>
      </Box>

      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3 }}>
        <Meta label={REPORT_TEXTS.filed}>{formatDateTime(report.created_at)}</Meta>
        {report.updated_at && <Meta label={REPORT_TEXTS.resent}>{formatDateTime(report.updated_at)}</Meta>}
      </Box>

      {SECTIONS.map((section) => {
        const text = report[FIELDS[section]].trim();
        if (!text && section !== 'whatHappened') return null;
        return (
          <Box key={section}>
            <Typography component="h4" variant="subtitle2" sx={{ color: 'secondary.main' }}>
              {REPORT_TEXTS.sections[section]}
            </Typography>
            <Typography sx={prose}>{text || REPORT_TEXTS.none}</Typography>
          </Box>
        );
      })}

      {(comment || reviewed) && (
        <Box data-testid="report-review" sx={{ borderLeft: 3, borderColor: `${STATUS_COLORS[report.status]}.main`, pl: 1.5, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
          {comment && (
            <>
              <Typography component="h4" variant="subtitle2" sx={{ color: 'secondary.main' }}>
                {REPORT_TEXTS.adminComment}
              </Typography>
              <Typography sx={prose} data-testid="report-admin-comment">
                {comment}
              </Typography>
            </>
          )}
          {reviewed && (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3 }}>
              <Meta label={REPORT_TEXTS.reviewedBy}>{report.reviewed_by_name?.trim() || REPORT_TEXTS.unknown}</Meta>
              <Meta label={REPORT_TEXTS.reviewedAt}>{formatDateTime(report.reviewed_at ?? '')}</Meta>
            </Box>
          )}
        </Box>
      )}

      {internal && (
        <Box data-testid="report-internal-comment" sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 1.5 }}>
          <Typography component="h4" variant="subtitle2" sx={{ color: 'secondary.main' }}>
            {REPORT_TEXTS.internalComment}
          </Typography>
          <Typography sx={prose}>{internal}</Typography>
        </Box>
      )}

      {action && <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end' }}>{action}</Box>}
    </Paper>
  );
}
