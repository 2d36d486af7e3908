// A fight's end (spec 3 §2.15): 'Zwycięstwo!', 'Ucieczka!' or 'Porażka!'; after a win the rewards
// box '+ N EXP' and, on a level-up, the old → new level with the stat gains; '-1 Stamina |
// Pozostało: X/100'; and 'Powrót do Areny'. The log stays readable below.
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Combat } from '@mrok/sdk';
import { BusyButton } from '@/shared/components/BusyButton';
import { resultTitle, statGains } from '../arenaRules';
import { CombatLog } from './CombatLog';
import { ARENA_TEXTS } from '../texts';

interface ResultViewProps {
  combat: Combat;
  log: string[];
  maxStamina: number;
  leaving: boolean;
  onBack: () => void;
}

const TITLE_COLORS = { player_won: '#81c784', fled: 'secondary.main', monster_won: 'primary.main', active: 'text.primary' } as const;

export function ResultView({ combat, log, maxStamina, leaving, onBack }: ResultViewProps) {
  const rewards = combat.rewards;
  const levelUp = rewards?.levelUp;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: { xs: 2, sm: 2.5 } }} data-testid="result-view">
      <Paper sx={{ p: { xs: 2.5, sm: 3 }, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5, textAlign: 'center' }}>
        <Typography component="h1" variant="h3" sx={{ fontSize: { xs: '2rem', sm: '2.6rem' }, color: TITLE_COLORS[combat.status] }} data-testid="result-title">
          {resultTitle(combat.status)}
        </Typography>
        {combat.message && <Typography color="text.secondary">{combat.message}</Typography>}
        {rewards && (
          <Box
            component="section"
            aria-labelledby="rewards-heading"
            data-testid="result-rewards"
            sx={{ border: '1px solid', borderColor: 'secondary.dark', borderRadius: 1, px: 3, py: 1.5, display: 'flex', flexDirection: 'column', gap: 0.75, minWidth: { sm: 320 } }}
          >
            <Typography id="rewards-heading" component="h2" variant="subtitle1" sx={{ color: 'secondary.main', fontFamily: 'Cinzel, serif' }}>
              {ARENA_TEXTS.rewards}
            </Typography>
            <Typography sx={{ fontWeight: 700, fontSize: '1.3rem' }} data-testid="result-experience">
              {ARENA_TEXTS.gained(rewards.experience)}
            </Typography>
            {levelUp && (
              <Box data-testid="result-level-up" sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
                <Typography sx={{ fontWeight: 700, color: 'secondary.main' }}>
                  {ARENA_TEXTS.levelUp} {ARENA_TEXTS.levels(levelUp.oldLevel, levelUp.newLevel)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {ARENA_TEXTS.gains}
                </Typography>
                <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gridTemplateColumns: 'repeat(2, auto)', justifyContent: 'center', columnGap: 3 }}>
                  {statGains(levelUp).map((row) => (
                    <Typography component="li" variant="body2" key={row.key}>
                      {row.label} +{row.gain}
                    </Typography>
                  ))}
                </Box>
              </Box>
            )}
          </Box>
        )}
        <Typography data-testid="result-stamina">{ARENA_TEXTS.staminaLeft(combat.player.stamina, maxStamina)}</Typography>
        <BusyButton variant="contained" size="large" busy={leaving} onClick={onBack}>
          {ARENA_TEXTS.back}
        </BusyButton>
      </Paper>
      <CombatLog lines={log} />
    </Box>
  );
}
