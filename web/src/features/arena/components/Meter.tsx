// A labelled bar: the stamina (gold) or a side's health (green, orange or red by what is left,
// spec 3 §9). The text above it says the numbers; the bar is named for screen readers.
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { HEALTH_COLORS, healthColor, percent } from '../arenaRules';

interface MeterProps {
  /** What the bar is called for screen readers. */
  name: string;
  /** The line shown above the bar ('Stamina: 99/100', 'Zdrowie: 30/30'). */
  label: string;
  value: number;
  max: number;
  /** Health bars change colour with what is left; the stamina stays gold. */
  kind: 'health' | 'stamina';
  testId?: string;
}

export function Meter({ name, label, value, max, kind, testId }: MeterProps) {
  const colour = kind === 'health' ? healthColor(value, max) : null;
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
          '& .MuiLinearProgress-bar': { bgcolor: colour ? HEALTH_COLORS[colour] : 'secondary.main', borderRadius: 5 },
        }}
      />
    </Box>
  );
}
