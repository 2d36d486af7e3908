// What an item says about itself (spec 3 §3 "Equipment"): its value (damage for a weapon, armor
// for an armor) at a level, its growth per level, the stat it draws on and its description.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PrimaryStat } from '@mrok/sdk';
import { PRIMARY_STAT_LABELS } from '@/shared/stats';
import { EQUIPMENT_TEXTS } from '../texts';

export interface ItemFacts {
  kind: 'weapon' | 'armor';
  value: number;
  perLevel: number;
  stat: PrimaryStat;
  description: string;
}

/** A weapon's or an armor's facts in the form both screens show. */
export function weaponFacts(weapon: { base_damage: number; damage_per_level: number; primary_stat: PrimaryStat; description: string }, value = weapon.base_damage): ItemFacts {
  return { kind: 'weapon', value, perLevel: weapon.damage_per_level, stat: weapon.primary_stat, description: weapon.description };
}

export function armorFacts(armor: { base_armor: number; armor_per_level: number; primary_stat: PrimaryStat; description: string }, value = armor.base_armor): ItemFacts {
  return { kind: 'armor', value, perLevel: armor.armor_per_level, stat: armor.primary_stat, description: armor.description };
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Typography variant="body2" color="text.secondary">
      {label}:{' '}
      <Box component="span" sx={{ color: 'text.primary', fontWeight: 600 }}>
        {children}
      </Box>
    </Typography>
  );
}

/** `atLevelOne` adds 'na poziomie 1' to the value (the first choice's cards). */
export function ItemDetails({ facts, atLevelOne = false }: { facts: ItemFacts; atLevelOne?: boolean }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.25 }}>
      <Fact label={facts.kind === 'weapon' ? EQUIPMENT_TEXTS.damage : EQUIPMENT_TEXTS.armorValue}>
        <span data-testid="item-value">{facts.value}</span>
        {atLevelOne ? ` (${EQUIPMENT_TEXTS.atLevelOne})` : ''}
      </Fact>
      <Fact label={EQUIPMENT_TEXTS.growth}>{EQUIPMENT_TEXTS.perLevel(facts.perLevel)}</Fact>
      <Fact label={EQUIPMENT_TEXTS.stat}>{PRIMARY_STAT_LABELS[facts.stat]}</Fact>
      {facts.description && (
        <Typography variant="body2" sx={{ mt: 0.75, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {facts.description}
        </Typography>
      )}
    </Box>
  );
}
