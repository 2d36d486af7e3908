// The live password-strength bar with its Polish label.
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { strengthLabel } from '../passwordStrength';

const colour = (score: number) => (score < 25 ? '#e2665c' : score < 50 ? '#d9822b' : score < 75 ? '#c9a44c' : '#7fb35c');

export function StrengthMeter({ score }: { score: number }) {
  const label = strengthLabel(score);
  return (
    <Box sx={{ mt: 1 }} aria-live="polite">
      <LinearProgress
        variant="determinate"
        value={score}
        aria-label="Siła hasła"
        sx={{ height: 6, borderRadius: 3, bgcolor: 'rgba(255,255,255,0.08)', '& .MuiLinearProgress-bar': { bgcolor: colour(score) } }}
      />
      <Typography variant="body2" sx={{ mt: 0.5, color: colour(score) }} data-testid="password-strength">
        Siła hasła: {label} ({score}/100)
      </Typography>
    </Box>
  );
}
