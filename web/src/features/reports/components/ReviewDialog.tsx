// The admins' decision on a report (spec 3 §2.13, §5): a comment the player reads — required to
// reject ('Odrzuć' stays disabled while it is empty), optional to accept — and an optional
// internal note only admins see. A decision already taken may be changed; the dialog starts from
// its comments. Unsaved words are asked about before the dialog closes.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReportStatus, SessionReportForAdmins } from '@mrok/sdk';
import { errorMessage } from '@/lib/api';
import { BusyButton } from '@/shared/components/BusyButton';
import { useConfirmDiscard } from '@/shared/components/useConfirmDiscard';
import { useReviewReport } from '../api/useReviewReport';
import { MAX_COMMENT_CHARS, canReject, kindLabel, statusLabel } from '../reportRules';
import { REPORT_TEXTS } from '../texts';

interface ReviewDialogProps {
  report: SessionReportForAdmins;
  /** Told the server's word after the decision is saved. */
  onDone: (message: string) => void;
  onClose: () => void;
}

/** Mounted while open, so every opening starts from the report's comments. */
export function ReviewDialog({ report, onDone, onClose }: ReviewDialogProps) {
  const [start] = useState(() => ({ comment: report.admin_comment ?? '', internal: report.internal_comment ?? '' }));
  const [comment, setComment] = useState(start.comment);
  const [internal, setInternal] = useState(start.internal);
  const [problem, setProblem] = useState<string | null>(null);
  const [choice, setChoice] = useState<ReportStatus | null>(null);
  const review = useReviewReport();
  const busy = review.isPending;
  const discard = useConfirmDiscard(comment !== start.comment || internal !== start.internal, onClose);

  const decide = (status: 'accepted' | 'rejected') => {
    if (busy) return;
    if (status === 'rejected' && !canReject(comment)) {
      setProblem(REPORT_TEXTS.commentHint);
      return;
    }
    setProblem(null);
    setChoice(status);
    review.mutate(
      { id: report.id, decision: { status, adminComment: comment.trim() || null, internalComment: internal.trim() || null } },
      {
        onSuccess: (answer) => {
          onDone(answer.message || (status === 'accepted' ? REPORT_TEXTS.accepted : REPORT_TEXTS.rejected));
          onClose();
        },
        onError: (failure) => setProblem(errorMessage(failure, REPORT_TEXTS.reviewFailed)),
      },
    );
  };

  return (
    <Dialog open onClose={busy ? undefined : discard.requestClose} fullWidth maxWidth="sm" aria-labelledby="report-review-title" aria-describedby="report-review-subject">
      <DialogTitle id="report-review-title">{REPORT_TEXTS.reviewTitle}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
        <Typography id="report-review-subject" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {report.session_title} · {kindLabel(report.session_type)} · {statusLabel(report.status)}
        </Typography>
        <TextField
          label={REPORT_TEXTS.comment}
          value={comment}
          onChange={(event) => {
            setComment(event.target.value);
            setProblem(null);
          }}
          multiline
          minRows={3}
          autoFocus
          disabled={busy}
          helperText={REPORT_TEXTS.commentHint}
          slotProps={{ htmlInput: { maxLength: MAX_COMMENT_CHARS } }}
        />
        <TextField
          label={REPORT_TEXTS.internal}
          value={internal}
          onChange={(event) => setInternal(event.target.value)}
          multiline
          minRows={2}
          disabled={busy}
          slotProps={{ htmlInput: { maxLength: MAX_COMMENT_CHARS } }}
        />
        {problem && (
          <Alert severity="error" role="alert">
            {problem}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={discard.requestClose} color="secondary" disabled={busy}>
          {REPORT_TEXTS.cancel}
        </Button>
        <BusyButton variant="outlined" color="error" busy={busy && choice === 'rejected'} disabled={busy || !canReject(comment)} onClick={() => decide('rejected')}>
          {REPORT_TEXTS.reject}
        </BusyButton>
        <BusyButton variant="contained" color="success" busy={busy && choice === 'accepted'} disabled={busy} onClick={() => decide('accepted')}>
          {REPORT_TEXTS.accept}
        </BusyButton>
      </DialogActions>
      {discard.confirmation}
    </Dialog>
  );
}
