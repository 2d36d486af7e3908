// The first choice (spec 3 §2.14, §5): every weapon and every armor the character may take, each
// with its damage or armor at level 1, its growth per level and its stat; one of each is chosen
// and confirmed. Confirming without both says 'Wybierz broń i zbroję!'.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AvailableEquipment } from '@mrok/sdk';
import { BusyButton } from '@/shared/components/BusyButton';
import { useSelectInitialEquipment } from '../api/useSelectInitialEquipment';
import { equipmentError } from '../arenaRules';
import { ChoiceCard, choiceGrid } from './ChoiceCard';
import { armorFacts, weaponFacts } from './ItemDetails';
import { EQUIPMENT_TEXTS } from '../texts';

export function InitialChoice({ available, onChosen }: { available: AvailableEquipment; onChosen: (message: string) => void }) {
  const [weaponId, setWeaponId] = useState<number | null>(null);
  const [armorId, setArmorId] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const select = useSelectInitialEquipment();

  const confirm = () => {
    if (select.isPending) return;
    if (weaponId === null || armorId === null) {
      setProblem(EQUIPMENT_TEXTS.required);
      return;
    }
    setProblem(null);
    // The promise, not mutate's callbacks: once the equipment is read again this view is gone,
    // and the page's snackbar still has to say so.
    select.mutateAsync({ weaponId, armorId }).then(
      () => onChosen(EQUIPMENT_TEXTS.selected),
      (error: unknown) => setProblem(equipmentError(error)),
    );
  };

  const pick = (set: (id: number) => void) => (id: number) => {
    set(id);
    setProblem(null);
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: { xs: 2, sm: 3 } }}>
      <Typography color="text.secondary">{EQUIPMENT_TEXTS.chooseIntro}</Typography>
      <Box component="section" aria-labelledby="choose-weapon" sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Typography id="choose-weapon" component="h2" variant="h6" sx={{ color: 'secondary.main' }}>
          {EQUIPMENT_TEXTS.weapons}
        </Typography>
        {available.weaponOptions.length === 0 && <Typography color="text.secondary">{EQUIPMENT_TEXTS.noOptions}</Typography>}
        <Box sx={choiceGrid} data-testid="weapon-options">
          {available.weaponOptions.map((weapon) => (
            <ChoiceCard
              key={weapon.id}
              name={weapon.name}
              facts={weaponFacts(weapon)}
              selected={weaponId === weapon.id}
              disabled={select.isPending}
              onSelect={() => pick(setWeaponId)(weapon.id)}
            />
          ))}
        </Box>
      </Box>
      <Box component="section" aria-labelledby="choose-armor" sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Typography id="choose-armor" component="h2" variant="h6" sx={{ color: 'secondary.main' }}>
          {EQUIPMENT_TEXTS.armors}
        </Typography>
        {available.armorOptions.length === 0 && <Typography color="text.secondary">{EQUIPMENT_TEXTS.noOptions}</Typography>}
        <Box sx={choiceGrid} data-testid="armor-options">
          {available.armorOptions.map((armor) => (
            <ChoiceCard
              key={armor.id}
              name={armor.name}
              facts={armorFacts(armor)}
              selected={armorId === armor.id}
              disabled={select.isPending}
              onSelect={() => pick(setArmorId)(armor.id)}
            />
          ))}
        </Box>
      </Box>
      {problem && (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      )}
      <Box>
        <BusyButton variant="contained" size="large" busy={select.isPending} onClick={confirm}>
          {EQUIPMENT_TEXTS.confirm}
        </BusyButton>
      </Box>
    </Box>
  );
}
