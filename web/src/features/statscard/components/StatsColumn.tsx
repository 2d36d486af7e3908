// 'Statystyki': the six numbers (a missing one reads 0).
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { STAT_LABELS, type CardView } from '../sheet';
import { CardRow } from './CardRow';

export function StatsColumn({ view }: { view: CardView }) {
  return (
    <Paper component="section" aria-labelledby="stats-numbers-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="stats-numbers-heading" component="h2" variant="h6" sx={{ mb: 1.5, color: 'secondary.main' }}>
        Statystyki
      </Typography>
      <dl style={{ margin: 0 }} data-testid="stats-numbers">
        {STAT_LABELS.map(([key, label]) => (
          <CardRow key={key} label={label} value={view.stats[key]} />
        ))}
      </dl>
    </Paper>
  );
}
