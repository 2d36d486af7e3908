// 'Usuń uczestnika' (owner of a general session, spec 2 §2, §5): the participants except the
// owner, each removal behind a confirmation.
import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@/lib/api';
import { CharacterAvatar } from '@/shared/components/CharacterAvatar';
import { ConfirmDialog } from '@/shared/components/ConfirmDialog';
import { useDialogAction } from '@/shared/components/useAction';
import type { SessionParticipant } from '@/shared/sessions/model';
import { VIEW_TEXTS } from './viewLogic';
import { DialogError } from '@/shared/components/DialogError';

export interface RemoveMemberDialogProps {
  open: boolean;
  participants: SessionParticipant[];
  ownerId: number;
  onClose: () => void;
  /** Removes one participant; a rejection shows its message. */
  onRemove: (userId: number) => Promise<void>;
}

export function RemoveMemberDialog({ open, participants, ownerId, onClose, onRemove }: RemoveMemberDialogProps) {
  // The participant to remove stays named while the confirmation fades out.
  const [target, setTarget] = useState<SessionParticipant | null>(null);
  const [confirming, setConfirming] = useState(false);
  const { busy, error, setError, run } = useDialogAction(open, () => setConfirming(false));

  const removable = participants.filter((p) => p.id !== ownerId);

  const remove = async () => {
    if (!target || busy) return;
    await run(
      () => onRemove(target.id),
      (failure) => errorMessage(failure, VIEW_TEXTS.removeError),
      () => setConfirming(false),
    );
  };

  return (
    <>
      <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby="remove-member-title" maxWidth="xs" fullWidth>
        <DialogTitle id="remove-member-title">{VIEW_TEXTS.removeMember}</DialogTitle>
        <DialogContent dividers>
          {removable.length === 0 ? (
            <Typography color="text.secondary">{VIEW_TEXTS.nobodyToRemove}</Typography>
          ) : (
            <List dense disablePadding>
              {removable.map((participant) => (
                <ListItem
                  key={participant.id}
                  disableGutters
                  secondaryAction={
                    <Button
                      size="small"
                      color="primary"
                      variant="outlined"
                      aria-label={`Usuń ${participant.name}`}
                      onClick={() => {
                        setError(null);
                        setTarget(participant);
                        setConfirming(true);
                      }}
                      disabled={busy}
                    >
                      Usuń
                    </Button>
                  }
                >
                  <ListItemAvatar>
                    <CharacterAvatar path={participant.avatar} name={participant.name} aria-hidden />
                  </ListItemAvatar>
                  <ListItemText primary={participant.name} secondary={`ID: ${participant.id}`} sx={{ pr: 8, overflowWrap: 'anywhere' }} />
                </ListItem>
              ))}
            </List>
          )}
          <DialogError error={error} />
        </DialogContent>
        <DialogActions>
          <Button color="secondary" onClick={onClose} disabled={busy}>
            Zamknij
          </Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={confirming}
        title={VIEW_TEXTS.removeMember}
        busy={busy}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      >
        Czy na pewno chcesz usunąć uczestnika {target?.name} z sesji? Jego wiadomości pozostaną.
      </ConfirmDialog>
    </>
  );
}
