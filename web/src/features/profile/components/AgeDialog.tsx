// Changing the character's age (1–9999).
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { BusyButton } from '@/shared/components/BusyButton';
import { LIMITS, ageError, parseAge } from '../validation';

interface AgeDialogProps {
  age: number | null;
  busy: boolean;
  error: string | null;
  onSubmit: (age: number) => void;
  onClose: () => void;
}

/** Mounted while open. */
export function AgeDialog({ age, busy, error, onSubmit, onClose }: AgeDialogProps) {
  const [draft, setDraft] = useState(age === null ? '' : String(age));
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = ageError(draft);
    setProblem(found);
    const parsed = parseAge(draft);
    if (!found && parsed !== null) onSubmit(parsed);
  };

  const shown = problem ?? error;
  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="age-dialog-title">
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id="age-dialog-title">Zmień wiek</DialogTitle>
        <DialogContent sx={{ pt: '8px !important' }}>
          <TextField
            label="Wiek"
            type="number"
            value={draft}
            autoFocus
            onChange={(event) => {
              setDraft(event.target.value);
              setProblem(null);
            }}
            error={Boolean(problem)}
            helperText={`Od ${LIMITS.ageMin} do ${LIMITS.ageMax} lat`}
            slotProps={{ htmlInput: { min: LIMITS.ageMin, max: LIMITS.ageMax, step: 1, inputMode: 'numeric' } }}
          />
          {shown && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {shown}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} color="secondary" disabled={busy}>
            Anuluj
          </Button>
          <BusyButton type="submit" variant="contained" busy={busy}>
            Zapisz
          </BusyButton>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
