// The session reports' rules as the screens apply them (spec 3 §4, §5): what a status is called
// and coloured, when the form may be sent, which report may be corrected, when a rejection may
// go. The server checks the same again.
import type { ReportableSession, ReportForm, ReportStatus, SessionKind, SessionReport } from '@mrok/sdk';
import { REPORT_TEXTS } from './texts';

/** The server's limits (core/src/reports/models.rs), so a field stops where the server would refuse. */
export const MAX_REPORT_FIELD_CHARS = 10_000;
export const MAX_COMMENT_CHARS = 2_000;

export type StatusColor = 'warning' | 'success' | 'error';

export const STATUS_COLORS: Record<ReportStatus, StatusColor> = {
  pending: 'warning',
  accepted: 'success',
  rejected: 'error',
};

export const statusLabel = (status: ReportStatus) => REPORT_TEXTS.status[status];
export const kindLabel = (kind: SessionKind) => REPORT_TEXTS.kind[kind];

/** What the session select shows: the title and the kind. */
export const sessionLabel = (session: Pick<ReportableSession, 'title' | 'session_type'>) =>
  `${session.title} (${kindLabel(session.session_type)})`;

/** The form as the dialog holds it; `sessionId` is '' until a session is chosen. */
export interface ReportDraft {
  sessionId: number | '';
  whatHappened: string;
  worldConsequences: string;
  characterConsequences: string;
  reportedSkills: string;
}

export const emptyDraft = (): ReportDraft => ({
  sessionId: '',
  whatHappened: '',
  worldConsequences: '',
  characterConsequences: '',
  reportedSkills: '',
});

/** A rejected report's text, to be corrected. */
export const draftOf = (report: SessionReport): ReportDraft => ({
  sessionId: report.session_id,
  whatHappened: report.what_happened,
  worldConsequences: report.world_consequences,
  characterConsequences: report.character_consequences,
  reportedSkills: report.reported_skills,
});

/** Whether the draft differs from where it started (unsaved words are asked about before closing). */
export const draftChanged = (draft: ReportDraft, start: ReportDraft) =>
  (Object.keys(start) as (keyof ReportDraft)[]).some((key) => draft[key] !== start[key]);

/** The spec's refusal when no session is chosen or nothing is said to have happened, else null. */
export function draftProblem(draft: ReportDraft): string | null {
  return draft.sessionId === '' || !draft.whatHappened.trim() ? REPORT_TEXTS.required : null;
}

/** The payload of POST /reports and PUT /reports/{id}/resubmit (spec 3 §3 "Report form payload"). */
export function reportPayload(draft: ReportDraft, session: Pick<ReportableSession, 'id' | 'title' | 'session_type'>): ReportForm {
  return {
    sessionType: session.session_type,
    sessionId: session.id,
    sessionTitle: session.title,
    whatHappened: draft.whatHappened.trim(),
    worldConsequences: draft.worldConsequences.trim(),
    characterConsequences: draft.characterConsequences.trim(),
    reportedSkills: draft.reportedSkills.trim(),
  };
}

/** Only a rejected report is corrected and sent again by its owner. */
export const canResubmit = (report: Pick<SessionReport, 'status'>) => report.status === 'rejected';

/** A report sent again after a rejection carries the time it was resent. */
export const wasResubmitted = (report: Pick<SessionReport, 'updated_at'>) => Boolean(report.updated_at);

/** The sessions that already have one of the player's reports (one report per session). */
export const reportedSessions = (reports: Pick<SessionReport, 'session_id'>[]) => new Set(reports.map((r) => r.session_id));

/** A rejection needs a comment the player reads; an acceptance does not. */
export const canReject = (comment: string) => comment.trim() !== '';
