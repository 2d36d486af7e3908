// 'Zmień postać': choose the character to write as (main, secondary or Narrator). Used by the
// composer's character button, a session view's own button and the tavern.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import RecordVoiceOver from '@mui/icons-material/RecordVoiceOver';
import { BusyButton } from '../components/BusyButton';
import { CharacterAvatar } from '../components/CharacterAvatar';
import { useDialogAction } from '../components/useAction';
import { wrapAnywhere } from '../theme/textFit';
import { characterKey, characterLabel, type CharacterOption } from './characterOptions';
import { failureText } from './messages';
import { DialogError } from '../components/DialogError';

export interface CharacterPickerDialogProps {
  open: boolean;
  options: CharacterOption[];
  /** The current character, selected when the dialog opens (else the first option). */
  value?: CharacterOption | null;
  /** Called after a successful confirmation, and on 'Anuluj' / Escape. */
  onClose: () => void;
  /** Busy while it runs; a rejection keeps the dialog open with its message. */
  onConfirm: (option: CharacterOption) => Promise<void> | void;
  /** Shown when a rejection has no message of its own. */
  errorText?: string;
  title?: string;
  confirmLabel?: string;
}

export function CharacterPickerDialog({
  open,
  options,
  value,
  onClose,
  onConfirm,
  errorText = 'Błąd podczas zmiany postaci',
  title = 'Zmień postać',
  confirmLabel = 'Wybierz',
}: CharacterPickerDialogProps) {
  const initial = () => (value ? characterKey(value) : options[0] ? characterKey(options[0]) : '');
  const [selected, setSelected] = useState(initial);
  const { busy, error, run } = useDialogAction(open, () => setSelected(initial()));

  const chosen = options.find((option) => characterKey(option) === selected);
  const close = () => {
    if (!busy) onClose();
  };
  const confirm = async () => {
    if (!chosen || busy) return;
    if (await run(() => onConfirm(chosen), (failure) => failureText(failure, errorText))) onClose();
  };

  return (
    // A name may be one 30-letter word: the choices wrap.
    <Dialog open={open} onClose={close} aria-labelledby="character-picker-title" maxWidth="xs" fullWidth slotProps={{ paper: { sx: wrapAnywhere } }}>
      <DialogTitle id="character-picker-title">{title}</DialogTitle>
      <DialogContent dividers>
        <RadioGroup aria-labelledby="character-picker-title" value={selected} onChange={(event) => setSelected(event.target.value)}>
          {options.map((option) => (
            <FormControlLabel
              key={characterKey(option)}
              value={characterKey(option)}
              disabled={busy}
              control={<Radio />}
              label={
                <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                  <CharacterAvatar path={option.avatar} name={option.name} icon={option.type === 'narrator' ? <RecordVoiceOver sx={{ fontSize: 16 }} /> : undefined} aria-hidden size={28} />
                  {characterLabel(option)}
                </Box>
              }
            />
          ))}
        </RadioGroup>
        <DialogError error={error} />
      </DialogContent>
      <DialogActions>
        <Button onClick={close} color="secondary" disabled={busy}>
          Anuluj
        </Button>
        <BusyButton onClick={confirm} variant="contained" busy={busy} disabled={!chosen}>
          {confirmLabel}
        </BusyButton>
      </DialogActions>
    </Dialog>
  );
}
