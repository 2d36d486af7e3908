// The report form (spec 3 §2.12, §5): a new report of a session the player took part in (the
// select reads GET /api/sessions/list and shows each session's title and kind), or a rejected
// report corrected and sent again (its session shown but fixed). 'Co się wydarzyło?' is required,
// the other three texts are optional; sending without a session or that text says 'Wybierz sesję
// i opisz co się wydarzyło!'. Unsaved words are asked about before the dialog closes.
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import type { ReportableSession, SessionReport } from '@mrok/sdk';
import { errorMessage } from '@/lib/api';
import { FormDialog } from '@/shared/components/FormDialog';
import { useReportableSessions } from '../api/reportableSessions';
import { useResubmitReport } from '../api/useResubmitReport';
import { useSubmitReport } from '../api/useSubmitReport';
import {
  MAX_REPORT_FIELD_CHARS,
  draftChanged,
  draftOf,
  draftProblem,
  emptyDraft,
  reportPayload,
  sessionLabel,
  type ReportDraft,
} from '../reportRules';
import { REPORT_TEXTS } from '../texts';

interface ReportFormDialogProps {
  /** The rejected report being corrected; a new report when null. */
  report: SessionReport | null;
  /** The sessions the player has already reported (one report per session): offered, but not choosable. */
  reported: ReadonlySet<number>;
  /** Told the server's word after a successful send. */
  onSaved: (message: string) => void;
  onClose: () => void;
}

const TEXT_FIELDS = [
  { key: 'whatHappened', label: REPORT_TEXTS.whatHappened, rows: 4, required: true },
  { key: 'worldConsequences', label: REPORT_TEXTS.worldConsequences, rows: 2, required: false },
  { key: 'characterConsequences', label: REPORT_TEXTS.characterConsequences, rows: 2, required: false },
  { key: 'reportedSkills', label: REPORT_TEXTS.reportedSkills, rows: 2, required: false },
] as const;

/** Mounted while open, so every opening starts from the report (or empty). */
export function ReportFormDialog({ report, reported, onSaved, onClose }: ReportFormDialogProps) {
  const resubmitting = report !== null;
  const [start] = useState<ReportDraft>(() => (report ? draftOf(report) : emptyDraft()));
  const [draft, setDraft] = useState<ReportDraft>(start);
  const [problem, setProblem] = useState<string | null>(null);
  const sessions = useReportableSessions(!resubmitting);
  const submit = useSubmitReport();
  const resubmit = useResubmitReport();
  const busy = submit.isPending || resubmit.isPending;

  // While correcting, the one option is the report's own session (it may have left the list).
  const options: ReportableSession[] = report
    ? [{ id: report.session_id, title: report.session_title, session_type: report.session_type, created_at: report.created_at }]
    : (sessions.data ?? []);

  const change = (patch: Partial<ReportDraft>) => {
    setDraft((now) => ({ ...now, ...patch }));
    setProblem(null);
  };

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = draftProblem(draft);
    const session = options.find((option) => option.id === draft.sessionId);
    if (found || !session) {
      setProblem(found ?? REPORT_TEXTS.required);
      return;
    }
    const form = reportPayload(draft, session);
    const done = ({ message }: { message: string }, fallback: string) => {
      onSaved(message || fallback);
      onClose();
    };
    if (report) {
      resubmit.mutate(
        { id: report.id, form },
        {
          onSuccess: (answer) => done(answer, REPORT_TEXTS.resubmitted),
          onError: (failure) => setProblem(errorMessage(failure, REPORT_TEXTS.resubmitFailed)),
        },
      );
    } else {
      submit.mutate(form, {
        onSuccess: (answer) => done(answer, REPORT_TEXTS.submitted),
        onError: (failure) => setProblem(errorMessage(failure, REPORT_TEXTS.submitFailed)),
      });
    }
  };

  const noSessions = !resubmitting && sessions.isSuccess && options.length === 0;
  return (
    <FormDialog
      titleId="report-form-title"
      title={resubmitting ? REPORT_TEXTS.resubmitTitle : REPORT_TEXTS.newTitle}
      dirty={draftChanged(draft, start)}
      busy={busy}
      onSubmit={send}
      onClose={onClose}
      error={problem}
      cancelLabel={REPORT_TEXTS.cancel}
      submitLabel={resubmitting ? REPORT_TEXTS.resend : REPORT_TEXTS.send}
      scroll="body"
    >
      <TextField
        select
        label={REPORT_TEXTS.session}
        value={draft.sessionId === '' ? '' : String(draft.sessionId)}
        onChange={(event) => change({ sessionId: event.target.value === '' ? '' : Number(event.target.value) })}
        disabled={resubmitting || busy}
        required
        helperText={resubmitting ? REPORT_TEXTS.sessionFixed : undefined}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="" disabled>
          {sessions.isPending && !resubmitting ? REPORT_TEXTS.loadingSessions : REPORT_TEXTS.chooseSession}
        </option>
        {options.map((session) => {
          const taken = !resubmitting && reported.has(session.id);
          return (
            <option key={session.id} value={session.id} disabled={taken}>
              {taken ? `${sessionLabel(session)} — ${REPORT_TEXTS.alreadyReported}` : sessionLabel(session)}
            </option>
          );
        })}
      </TextField>
      {noSessions && <Alert severity="info">{REPORT_TEXTS.noSessions}</Alert>}
      {!resubmitting && sessions.isError && <Alert severity="error">{errorMessage(sessions.error, REPORT_TEXTS.sessionsFailed)}</Alert>}
      {TEXT_FIELDS.map((field) => (
        <TextField
          key={field.key}
          label={field.label}
          value={draft[field.key]}
          onChange={(event) => change({ [field.key]: event.target.value })}
          multiline
          minRows={field.rows}
          required={field.required}
          disabled={busy}
          slotProps={{ htmlInput: { maxLength: MAX_REPORT_FIELD_CHARS } }}
        />
      ))}
    </FormDialog>
  );
}
