// A labelled bar: health (green, orange or red by what is left, spec 3 §9), mana (blue) or a gold
// one (stamina, experience). The text above it says the numbers; the bar is named for screen
// readers. Used by the arena and by the profile's header.
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { HEALTH_COLORS, MANA_COLOR, healthColor, percent } from '../meter';

export interface MeterProps {
  /** What the bar is called for screen readers. */
  name: string;
  /** The line shown above the bar ('Stamina: 99/100', 'Zdrowie: 30/30'). */
  label: string;
  value: number;
  max: number;
  /** Health bars change colour with what is left; mana is blue; the stamina stays gold. */
  kind: 'health' | 'mana' | 'stamina';
  testId?: string;
}

export function Meter({ name, label, value, max, kind, testId }: MeterProps) {
  const colour = kind === 'health' ? healthColor(value, max) : null;
  const fill = colour ? HEALTH_COLORS[colour] : kind === 'mana' ? MANA_COLOR : 'secondary.main';
  return (
    <Box data-testid={testId} data-color={colour ?? undefined} sx={{ minWidth: 0 }}>
      <Typography variant="body2" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={percent(value, max)}
        aria-label={name}
        aria-valuetext={`${value}/${max}`}
        sx={{
          height: 10,
          borderRadius: 5,
          bgcolor: 'rgba(255,255,255,0.08)',
          '& .MuiLinearProgress-bar': { bgcolor: fill, borderRadius: 5 },
        }}
      />
    </Box>
  );
}
