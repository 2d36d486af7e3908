// Whether the character is approved: a switch for approvers (the new value is the inverse of the
// current one), a chip for everyone else.
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import CheckCircle from '@mui/icons-material/CheckCircle';
import HourglassEmpty from '@mui/icons-material/HourglassEmpty';
import { errorMessage } from '@/lib/api';
import type { CharacterView } from '../characters';
import { useSetApproval } from '../api/useSetApproval';
import { useNotify } from '@/shared/components/Notice';

export const approvalLabel = (approved: boolean) => (approved ? 'Zaakceptowana' : 'Niezaakceptowana');

export function ApprovalToggle({ character, canApprove }: { character: CharacterView; canApprove: boolean }) {
  const notify = useNotify();
  const mutation = useSetApproval(character.target);
  const label = approvalLabel(character.approved);

  if (!canApprove) {
    return (
      <Chip
        size="small"
        data-testid="approval"
        icon={character.approved ? <CheckCircle /> : <HourglassEmpty />}
        color={character.approved ? 'success' : 'default'}
        variant="outlined"
        label={label}
      />
    );
  }

  const toggle = () => {
    const approved = !character.approved;
    mutation.mutate(approved, {
      onSuccess: () => notify.success(approved ? 'Postać została zaakceptowana!' : 'Postać została odrzucona!'),
      onError: (failure) => notify.error(errorMessage(failure, 'Nie masz uprawnień do tej operacji')),
    });
  };

  return (
    <FormControlLabel
      data-testid="approval"
      sx={{ ml: 0, mr: 0 }}
      control={
        <Switch
          checked={character.approved}
          onChange={toggle}
          disabled={mutation.isPending}
          color="success"
          slotProps={{ input: { 'aria-label': 'Akceptacja postaci' } }}
        />
      }
      label={
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
          {label}
          {mutation.isPending && <CircularProgress size={14} color="inherit" aria-hidden />}
        </span>
      }
    />
  );
}
