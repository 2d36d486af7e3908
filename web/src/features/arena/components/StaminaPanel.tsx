// The arena's head (spec 3 §2.15): 'Stamina: X/100' with its bar, the player's level with the
// experience towards the next one, and either 'Możesz walczyć! (X walk)' (once a weapon and an
// armor are chosen: until then the page says to choose them) or, out of stamina,
// the countdown 'Reset staminy za: Xh Ym' ('Niedługo' once the time has passed) with the warning
// that a fight costs 1 stamina and the stamina comes back daily at 5:00 to 100.
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { canFightText, countdownText } from '../arenaRules';
import { Meter } from '@/shared/components/Meter';
import { ARENA_TEXTS } from '../texts';

interface StaminaPanelProps {
  stamina: number;
  maxStamina: number;
  /** The next reset (ISO); unknown until the stamina is read. */
  nextReset: string | undefined;
  level: number;
  experience: number;
  experienceToNext: number;
  /** A weapon and an armor are chosen: stamina left is then a fight to be had. */
  equipped: boolean;
}

/** The time now, again every `period` ms (the countdown's minutes move on their own). */
function useNow(period: number, active: boolean): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!active) return undefined;
    setNow(new Date());
    const timer = window.setInterval(() => setNow(new Date()), period);
    return () => window.clearInterval(timer);
  }, [period, active]);
  return now;
}

export function StaminaPanel({ stamina, maxStamina, nextReset, level, experience, experienceToNext, equipped }: StaminaPanelProps) {
  const out = stamina <= 0;
  const now = useNow(30_000, out);
  return (
    <Paper sx={{ p: { xs: 2, sm: 2.5 }, display: 'flex', flexDirection: 'column', gap: 2 }} data-testid="arena-status">
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <Meter
          name="Stamina"
          label={ARENA_TEXTS.stamina(stamina, maxStamina)}
          value={stamina}
          max={maxStamina}
          kind="stamina"
          testId="arena-stamina"
        />
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
          <Typography sx={{ fontWeight: 700 }} data-testid="arena-level">
            {ARENA_TEXTS.level(level)}
          </Typography>
          <Meter
            name="Doświadczenie"
            label={ARENA_TEXTS.experience(experience, experienceToNext)}
            value={experience}
            max={experienceToNext}
            kind="stamina"
            testId="arena-experience"
          />
        </Box>
      </Box>
      {out ? (
        <Typography data-testid="arena-reset" sx={{ fontWeight: 600 }}>
          {ARENA_TEXTS.resetIn(nextReset ? countdownText(nextReset, now) : ARENA_TEXTS.soon)}
        </Typography>
      ) : equipped ? (
        <Typography data-testid="arena-can-fight" sx={{ fontWeight: 600, color: '#81c784' }}>
          {canFightText(stamina)}
        </Typography>
      ) : null}
      {out && (
        <Alert severity="warning" data-testid="arena-no-stamina">
          <AlertTitle>{ARENA_TEXTS.noStaminaTitle}</AlertTitle>
          {ARENA_TEXTS.noStamina}
        </Alert>
      )}
    </Paper>
  );
}
