// A carried item (spec 3 §2.14): 'Broń' or 'Zbroja', its name and level, its damage or armor now
// (the server's weapon_damage / armor_value), its growth, stat and description, and the button
// that opens the change dialog.
import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { ItemDetails, type ItemFacts } from './ItemDetails';
import { EQUIPMENT_TEXTS } from '../texts';

interface EquippedCardProps {
  name: string;
  level: number;
  facts: ItemFacts;
  onChange: () => void;
}

export function EquippedCard({ name, level, facts, onChange }: EquippedCardProps) {
  const titleId = useId();
  const weapon = facts.kind === 'weapon';
  return (
    <Paper
      component="article"
      aria-labelledby={titleId}
      data-testid={weapon ? 'weapon-card' : 'armor-card'}
      sx={{ p: { xs: 2, sm: 2.5 }, display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0 }}
    >
      <Typography variant="overline" color="secondary.main" sx={{ lineHeight: 1.5 }}>
        {weapon ? EQUIPMENT_TEXTS.weapon : EQUIPMENT_TEXTS.armor}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography id={titleId} component="h2" variant="h5" sx={{ fontSize: { xs: '1.3rem', sm: '1.5rem' }, overflowWrap: 'anywhere' }}>
          {name}
        </Typography>
        <Chip color="secondary" variant="outlined" label={EQUIPMENT_TEXTS.level(level)} data-testid="item-level" />
      </Box>
      <ItemDetails facts={facts} />
      <Box sx={{ mt: 'auto' }}>
        <Button variant="outlined" color="secondary" startIcon={<SwapHorizIcon />} onClick={onChange}>
          {weapon ? EQUIPMENT_TEXTS.changeWeapon : EQUIPMENT_TEXTS.changeArmor}
        </Button>
      </Box>
    </Paper>
  );
}
