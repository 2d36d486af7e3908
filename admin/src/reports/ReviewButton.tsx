// The admin's decision on one report: a dialog with the comment the player reads (required to
// reject — 'Odrzuć' stays disabled while it is empty) and an optional internal note, starting
// from the report's current ones (a decision may be changed). Sent as an update of
// `sessionReports`; the player's counts are read again after it.
import { useState } from 'react';
import type { SessionReportForAdmins } from '@mrok/sdk';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MuiButton from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import GavelIcon from '@mui/icons-material/Gavel';
import { Button, useNotify, useRefresh, useUpdate } from 'react-admin';
import { ACCEPTED_MESSAGE, COMMENT_HINT, REJECTED_MESSAGE, REVIEW_FAILED, canDecide, sessionLabel } from './labels';

/** The server's limit on each comment. */
const MAX_COMMENT_CHARS = 2_000;

/** The decision's two texts: the comment the player reads, and the note only administrators see. */
const TEXTS = {
  comment: { label: 'Komentarz dla gracza', minRows: 3, helperText: COMMENT_HINT },
  internal: { label: 'Notatka wewnętrzna (opcjonalnie, widzą ją tylko administratorzy)', minRows: 2 },
} as const;

interface CommentFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  minRows: number;
  disabled: boolean;
  helperText?: string;
}

/** One of the decision's two texts, at most the server's limit. */
function CommentField({ label, value, onChange, minRows, disabled, helperText }: CommentFieldProps) {
  return (
    <TextField
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      multiline
      minRows={minRows}
      fullWidth
      disabled={disabled}
      helperText={helperText}
      slotProps={{ htmlInput: { maxLength: MAX_COMMENT_CHARS } }}
    />
  );
}

export function ReviewButton({ report }: { report: SessionReportForAdmins }) {
  const [open, setOpen] = useState(false);
  const [comment, setComment] = useState('');
  const [internal, setInternal] = useState('');
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate();

  const start = () => {
    setComment(report.admin_comment ?? '');
    setInternal(report.internal_comment ?? '');
    setOpen(true);
  };

  const decide = (status: 'accepted' | 'rejected') => {
    if (!canDecide(status, comment)) return;
    update(
      'sessionReports',
      { id: report.id, data: { status, adminComment: comment, internalComment: internal }, previousData: report },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(status === 'accepted' ? ACCEPTED_MESSAGE : REJECTED_MESSAGE, { type: 'success' });
          setOpen(false);
          refresh();
        },
        onError: (error) => notify(error instanceof Error && error.message ? error.message : REVIEW_FAILED, { type: 'error' }),
      },
    );
  };

  const titleId = `review-${report.id}-title`;
  return (
    <>
      <Button
        label={report.status === 'pending' ? 'Oceń' : 'Zmień decyzję'}
        onClick={start}
        variant={report.status === 'pending' ? 'contained' : 'outlined'}
        size="small"
      >
        <GavelIcon />
      </Button>
      <Dialog open={open} onClose={isPending ? undefined : () => setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <DialogTitle id={titleId}>Ocena zgłoszenia</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
          <Typography color="text.secondary">{sessionLabel(report)}</Typography>
          <CommentField {...TEXTS.comment} value={comment} onChange={setComment} disabled={isPending} />
          <CommentField {...TEXTS.internal} value={internal} onChange={setInternal} disabled={isPending} />
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <MuiButton onClick={() => setOpen(false)} disabled={isPending} color="secondary">
            Anuluj
          </MuiButton>
          <MuiButton onClick={() => decide('rejected')} disabled={isPending || !canDecide('rejected', comment)} color="error" variant="outlined">
            Odrzuć
          </MuiButton>
          <MuiButton onClick={() => decide('accepted')} disabled={isPending} color="success" variant="outlined">
            Zaakceptuj
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
}
