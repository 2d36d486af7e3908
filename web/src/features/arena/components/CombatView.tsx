// A fight under way, 'Walka w toku' (spec 3 §2.15): the stamina, both sides' health bars (green
// above 60 %, orange above 30 %, red otherwise), the log, and Atakuj / Broń się / Uciekaj —
// disabled while a turn is on its way or when the fight is not active. The spec's debug line
// (loading and status) stays, small, under the buttons.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Combat, CombatActionKind } from '@mrok/sdk';
import { CombatLog } from './CombatLog';
import { Meter } from '@/shared/components/Meter';
import { Can } from '@/shared/access/can';
import { ARENA_TEXTS } from '../texts';

interface CombatViewProps {
  combat: Combat;
  log: string[];
  maxStamina: number;
  loading: boolean;
  onAction: (action: CombatActionKind) => void;
}

function Side({ title, level, health, maxHealth, testId }: { title: string; level: number; health: number; maxHealth: number; testId: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0 }} data-testid={testId}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
        <Typography component="h2" variant="h6" sx={{ fontSize: '1.1rem', overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {ARENA_TEXTS.monsterLevel(level)}
        </Typography>
      </Box>
      <Meter name={ARENA_TEXTS.healthOf(title)} label={`${ARENA_TEXTS.health}: ${health}/${maxHealth}`} value={health} max={maxHealth} kind="health" testId={`${testId}-health`} />
    </Paper>
  );
}

const ACTIONS: { action: CombatActionKind; label: string; color: 'primary' | 'secondary' }[] = [
  { action: 'attack', label: ARENA_TEXTS.attackAction, color: 'primary' },
  { action: 'defend', label: ARENA_TEXTS.defendAction, color: 'secondary' },
  { action: 'flee', label: ARENA_TEXTS.fleeAction, color: 'secondary' },
];

export function CombatView({ combat, log, maxStamina, loading, onAction }: CombatViewProps) {
  const active = combat.status === 'active';
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: { xs: 2, sm: 2.5 } }} data-testid="combat-view">
      <Typography component="h1" variant="h4" sx={{ fontSize: { xs: '1.6rem', sm: '2.1rem' } }}>
        {ARENA_TEXTS.combatHeading}
      </Typography>
      <Meter name="Stamina" label={ARENA_TEXTS.stamina(combat.player.stamina, maxStamina)} value={combat.player.stamina} max={maxStamina} kind="stamina" testId="combat-stamina" />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <Side title={combat.player.name} level={combat.player.level} health={combat.player.health} maxHealth={combat.player.maxHealth} testId="combat-player" />
        <Side title={combat.monster.name} level={combat.monster.level} health={combat.monster.health} maxHealth={combat.monster.maxHealth} testId="combat-monster" />
      </Box>
      <CombatLog lines={log} />
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
        {ACTIONS.map(({ action, label, color }) => (
          <Button key={action} variant={action === 'attack' ? 'contained' : 'outlined'} color={color} size="large" disabled={loading || !active} onClick={() => onAction(action)}>
            {label}
          </Button>
        ))}
      </Box>
      {/* The fight's state, for those who run the arena; players never see it. */}
      <Can permission="manageArena">
        <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace', fontSize: '0.7rem' }} data-testid="combat-debug">
          {ARENA_TEXTS.debug(loading, combat.status)}
        </Typography>
      </Can>
    </Box>
  );
}
