// 'Dodaj uczestników' (owner of a general session, spec 2 §2, §5): a numeric ID field, each ID
// checked and looked up before it joins the to-add list (chips); the confirmation sends them all.
import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { PlayersService } from '@mrok/sdk';
import { errorMessage, errorStatus } from '@/lib/api';
import { BusyButton } from '@/shared/components/BusyButton';
import { useResetOnOpen } from '@/shared/components/useAction';
import type { SessionParticipant } from '@/shared/sessions/model';
import { ADD_MEMBER_TEXTS, VIEW_TEXTS, checkCandidate, digitsOnly } from './viewLogic';
import { DialogError } from '@/shared/components/DialogError';

interface Candidate {
  id: number;
  name: string;
}

export interface AddMembersDialogProps {
  open: boolean;
  participants: SessionParticipant[];
  onClose: () => void;
  /** Adds the accounts; a rejection keeps the dialog open with its message. */
  onConfirm: (userIds: number[]) => Promise<void>;
}

async function lookUp(id: number): Promise<Candidate> {
  const { user } = await PlayersService.getUser({ id });
  return { id, name: user.nickname?.trim() || `#${id}` };
}

export function AddMembersDialog({ open, participants, onClose, onConfirm }: AddMembersDialogProps) {
  const [input, setInput] = useState('');
  const [pending, setPending] = useState<Candidate[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [saving, setSaving] = useState(false);
  useResetOnOpen(open, () => {
    setInput('');
    setPending([]);
    setError(null);
  });

  const add = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!input || checking || saving) return;
    const check = checkCandidate(
      input,
      participants.map((p) => p.id),
      pending.map((c) => c.id),
    );
    if (!check.ok) {
      setError(check.error);
      return;
    }
    setChecking(true);
    setError(null);
    try {
      const candidate = await lookUp(check.id);
      setPending((list) => (list.some((c) => c.id === candidate.id) ? list : [...list, candidate]));
      setInput('');
    } catch (failure) {
      setError(errorStatus(failure) === 404 ? ADD_MEMBER_TEXTS.notFound : errorMessage(failure, ADD_MEMBER_TEXTS.notFound));
    } finally {
      setChecking(false);
    }
  };

  const confirm = async () => {
    if (pending.length === 0 || saving) return;
    setSaving(true);
    setError(null);
    try {
      await onConfirm(pending.map((c) => c.id));
    } catch (failure) {
      setError(errorMessage(failure, VIEW_TEXTS.addError));
      return;
    } finally {
      setSaving(false);
    }
    onClose();
  };

  const close = () => {
    if (!saving) onClose();
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby="add-members-title" maxWidth="xs" fullWidth>
      <DialogTitle id="add-members-title">{VIEW_TEXTS.addMembers}</DialogTitle>
      <DialogContent dividers>
        <DialogContentText sx={{ mb: 2 }}>Podaj ID użytkownika, którego chcesz zaprosić do sesji.</DialogContentText>
        <Box component="form" onSubmit={(event) => void add(event)} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <TextField
            label="ID użytkownika"
            size="small"
            value={input}
            onChange={(event) => {
              setInput(digitsOnly(event.target.value));
              setError(null);
            }}
            disabled={saving}
            slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', 'aria-label': 'ID użytkownika' } }}
          />
          <BusyButton type="submit" variant="outlined" color="secondary" busy={checking} disabled={!input || saving} sx={{ flexShrink: 0, height: 40 }}>
            Dodaj
          </BusyButton>
        </Box>
        <DialogError error={error} />
        {pending.length > 0 && (
          <Box role="list" aria-label="Do dodania" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
            {pending.map((candidate) => (
              <Chip
                key={candidate.id}
                role="listitem"
                label={`${candidate.name} (ID: ${candidate.id})`}
                disabled={saving}
                onDelete={() => setPending((list) => list.filter((c) => c.id !== candidate.id))}
              />
            ))}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button color="secondary" onClick={close} disabled={saving}>
          Anuluj
        </Button>
        <BusyButton variant="contained" onClick={() => void confirm()} busy={saving} disabled={pending.length === 0 || checking}>
          Dodaj do sesji
        </BusyButton>
      </DialogActions>
    </Dialog>
  );
}
