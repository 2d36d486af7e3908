// Changing the weapon or the armor (spec 3 §2.14, §4): the other items of that kind to choose
// from, the warning that the new one starts at level 1 (the current level is lost), and 'Zmień'.
// The server's refusal (or the spec's fallback) shows in the dialog; the success in the page's
// snackbar.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { AvailableEquipment, EquipmentKind } from '@mrok/sdk';
import { BusyButton } from '@/shared/components/BusyButton';
import { useChangeEquipment } from '../api/useChangeEquipment';
import { equipmentError } from '../arenaRules';
import { ChoiceCard, choiceGrid } from './ChoiceCard';
import { armorFacts, weaponFacts, type ItemFacts } from './ItemDetails';
import { EQUIPMENT_TEXTS } from '../texts';

interface ChangeEquipmentDialogProps {
  kind: EquipmentKind;
  /** The carried item: its id (not offered again) and level (lost by the change). */
  currentId: number;
  currentLevel: number;
  available: AvailableEquipment | undefined;
  onChanged: (message: string) => void;
  onClose: () => void;
}

/** Mounted while open, so every opening starts with nothing chosen. */
export function ChangeEquipmentDialog({ kind, currentId, currentLevel, available, onChanged, onClose }: ChangeEquipmentDialogProps) {
  const [chosen, setChosen] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const change = useChangeEquipment();
  const busy = change.isPending;
  const title = kind === 'weapon' ? EQUIPMENT_TEXTS.changeWeapon : EQUIPMENT_TEXTS.changeArmor;
  const options: { id: number; name: string; facts: ItemFacts }[] =
    kind === 'weapon'
      ? (available?.weaponOptions ?? []).map((weapon) => ({ id: weapon.id, name: weapon.name, facts: weaponFacts(weapon) }))
      : (available?.armorOptions ?? []).map((armor) => ({ id: armor.id, name: armor.name, facts: armorFacts(armor) }));
  const others = options.filter((option) => option.id !== currentId);

  const confirm = () => {
    if (busy) return;
    if (chosen === null) {
      setProblem(EQUIPMENT_TEXTS.pickOne);
      return;
    }
    change.mutate(
      { type: kind, archetype: chosen },
      {
        onSuccess: (answer) => {
          onChanged(answer.message || EQUIPMENT_TEXTS.changed);
          onClose();
        },
        onError: (error) => setProblem(equipmentError(error)),
      },
    );
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="md" aria-labelledby="change-equipment-title" scroll="body">
      <DialogTitle id="change-equipment-title">{title}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Alert severity="warning" data-testid="change-warning">
          {EQUIPMENT_TEXTS.changeWarning(currentLevel)}
        </Alert>
        {available === undefined ? (
          <Typography color="text.secondary" role="status">
            {EQUIPMENT_TEXTS.loading}
          </Typography>
        ) : others.length === 0 ? (
          <Typography color="text.secondary">{EQUIPMENT_TEXTS.noOptions}</Typography>
        ) : (
          <Box sx={choiceGrid}>
            {others.map((option) => (
              <ChoiceCard
                key={option.id}
                name={option.name}
                facts={option.facts}
                selected={chosen === option.id}
                disabled={busy}
                onSelect={() => {
                  setChosen(option.id);
                  setProblem(null);
                }}
              />
            ))}
          </Box>
        )}
        {problem && <Alert severity="error">{problem}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button color="secondary" onClick={onClose} disabled={busy}>
          {EQUIPMENT_TEXTS.cancel}
        </Button>
        <BusyButton variant="contained" busy={busy} onClick={confirm}>
          {EQUIPMENT_TEXTS.change}
        </BusyButton>
      </DialogActions>
    </Dialog>
  );
}
