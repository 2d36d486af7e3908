// A monster of the arena (spec 3 §2.15): its name, level chip, health, attack, defense, the
// optional description and 'Nagroda: N EXP'; the border green when it is below the player's
// level, orange at it, red above (said in words too, for who does not see the colour), and the
// button 'Walcz!' — 'Brak staminy' and disabled when the stamina is out.
import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ArenaMonster } from '@mrok/sdk';
import { THREAT_COLORS, threatOf } from '../arenaRules';
import { ARENA_TEXTS } from '../texts';

interface MonsterCardProps {
  monster: ArenaMonster;
  playerLevel: number;
  outOfStamina: boolean;
  /** A start is on its way, or the player cannot fight (no equipment). */
  disabled: boolean;
  onFight: () => void;
}

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <Box sx={{ textAlign: 'center', minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 700 }}>{value}</Typography>
    </Box>
  );
}

export function MonsterCard({ monster, playerLevel, outOfStamina, disabled, onFight }: MonsterCardProps) {
  const titleId = useId();
  const threat = threatOf(monster.level, playerLevel);
  const colour = THREAT_COLORS[threat];
  return (
    <Paper
      component="article"
      aria-labelledby={titleId}
      data-testid="monster-card"
      data-threat={threat}
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.25, minWidth: 0, border: `2px solid ${colour}` }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
        <Typography id={titleId} component="h3" variant="h6" sx={{ fontSize: '1.15rem', overflowWrap: 'anywhere' }}>
          {monster.name}
        </Typography>
        <Chip
          size="small"
          label={ARENA_TEXTS.monsterLevel(monster.level)}
          variant="outlined"
          sx={{ borderColor: colour, color: 'text.primary', flexShrink: 0 }}
          data-testid="monster-level"
        />
      </Box>
      <Typography variant="caption" sx={{ color: 'text.secondary', mt: -0.75 }}>
        {ARENA_TEXTS.threat[threat]}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }}>
        <Stat label={ARENA_TEXTS.health} value={monster.health} />
        <Stat label={ARENA_TEXTS.attack} value={monster.attack} />
        <Stat label={ARENA_TEXTS.defense} value={monster.defense} />
      </Box>
      {monster.description && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {monster.description}
        </Typography>
      )}
      <Typography sx={{ color: 'secondary.main', fontWeight: 700 }} data-testid="monster-reward">
        {ARENA_TEXTS.reward(monster.experience_reward)}
      </Typography>
      <Box sx={{ mt: 'auto' }}>
        <Button variant="contained" fullWidth disabled={outOfStamina || disabled} onClick={onFight}>
          {outOfStamina ? ARENA_TEXTS.outOfStamina : ARENA_TEXTS.fight}
        </Button>
      </Box>
    </Paper>
  );
}
