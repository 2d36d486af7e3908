// 'Statystyki': the six numbers (a missing one reads 0). A fresh character's stats are all 0 until
// an admin sets them or the arena raises them (docs/decisions/characters.md, arena.md): the card
// says 'Nie przydzielono' and how stats come instead of six zeros.
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { STAT_LABELS, type CardView } from '../sheet';
import { CardRow } from './CardRow';

export const STATS_TEXTS = {
  unassigned: 'Nie przydzielono',
  howStatsCome:
    'Statystyki przydzielają administratorzy, gdy przyjrzą się postaci, a każdy awans na arenie je podnosi.',
} as const;

export function StatsColumn({ view }: { view: CardView }) {
  return (
    <Paper component="section" aria-labelledby="stats-numbers-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="stats-numbers-heading" component="h2" variant="h6" sx={{ mb: 1.5, color: 'secondary.main' }}>
        Statystyki
      </Typography>
      {STAT_LABELS.every(([key]) => !view.stats[key]) ? (
        <div data-testid="stats-unassigned">
          <Typography sx={{ fontWeight: 600 }}>{STATS_TEXTS.unassigned}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {STATS_TEXTS.howStatsCome}
          </Typography>
        </div>
      ) : (
        <dl style={{ margin: 0 }} data-testid="stats-numbers">
          {STAT_LABELS.map(([key, label]) => (
            <CardRow key={key} label={label} value={view.stats[key]} />
          ))}
        </dl>
      )}
    </Paper>
  );
}
