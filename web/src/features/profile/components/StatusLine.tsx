// The character's status line (spec 1 §4 "Status edit"): view → editing (Enter saves, Escape
// cancels and restores) → saving. Only one's own characters can change it.
import { useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Clear';
import EditIcon from '@mui/icons-material/Edit';
import { errorMessage } from '@/lib/api';
import { palette } from '@/app/theme';
import type { CharacterTarget } from '../characters';
import { LIMITS, charCount, statusError } from '../validation';
import { useSetStatus } from '../api/useSetStatus';
import { useNotify } from '@/shared/components/Notice';

interface StatusLineProps {
  status: string;
  target: CharacterTarget;
  editable: boolean;
}

export function StatusLine({ status, target, editable }: StatusLineProps) {
  const notify = useNotify();
  const mutation = useSetStatus(target);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(status);
  const [error, setError] = useState<string | null>(null);

  if (!editable) {
    return status ? (
      <Typography data-testid="status-line" sx={{ fontStyle: 'italic', color: 'text.secondary', overflowWrap: 'anywhere' }}>
        „{status}”
      </Typography>
    ) : null;
  }

  const start = () => {
    setDraft(status);
    setError(null);
    setEditing(true);
  };
  const cancel = () => {
    if (mutation.isPending) return;
    setDraft(status);
    setError(null);
    setEditing(false);
  };
  const save = () => {
    if (mutation.isPending) return;
    const problem = statusError(draft);
    setError(problem);
    if (problem) return;
    if (draft.trim() === status) {
      setEditing(false);
      return;
    }
    mutation.mutate(draft, {
      onSuccess: () => {
        notify.success('Status został zaktualizowany!');
        setEditing(false);
      },
      onError: (failure) => notify.error(errorMessage(failure, 'Nie udało się zaktualizować statusu.')),
    });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      save();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      cancel();
    }
  };

  if (!editing) {
    return (
      <Button
        onClick={start}
        color="inherit"
        endIcon={<EditIcon fontSize="small" aria-hidden />}
        data-testid="status-line"
        aria-label={status ? `„${status}” — zmień status` : undefined}
        sx={{ textTransform: 'none', fontFamily: 'inherit', fontWeight: 400, letterSpacing: 0, fontStyle: 'italic',
          color: status ? 'text.secondary' : palette.goldDim, justifyContent: 'flex-start', textAlign: 'left',
          px: 1, ml: -1, maxWidth: '100%', overflowWrap: 'anywhere' }}
      >
        {status ? `„${status}”` : 'Ustaw status'}
      </Button>
    );
  }

  const count = charCount(draft.trim());
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5 }}>
      <TextField
        autoFocus
        size="small"
        label="Status"
        value={draft}
        disabled={mutation.isPending}
        onChange={(event) => {
          setDraft(event.target.value);
          if (error) setError(null);
        }}
        onKeyDown={onKeyDown}
        error={Boolean(error)}
        helperText={error ?? `${count}/${LIMITS.statusChars} · Enter zapisuje, Escape anuluje`}
        slotProps={{ htmlInput: { 'aria-describedby': 'status-help' }, formHelperText: { id: 'status-help' } }}
      />
      <IconButton aria-label="Zapisz status" onClick={save} disabled={mutation.isPending} sx={{ mt: 0.25 }}>
        <CheckIcon />
      </IconButton>
      <IconButton aria-label="Anuluj zmianę statusu" onClick={cancel} disabled={mutation.isPending} sx={{ mt: 0.25 }}>
        <CloseIcon />
      </IconButton>
    </Box>
  );
}
