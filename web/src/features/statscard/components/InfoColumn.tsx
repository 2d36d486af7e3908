// 'Informacje podstawowe': name, age, race, gender, class and the magic Tak/Nie chip.
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { palette } from '@/app/theme';
import type { CardView } from '../sheet';
import { CardRow } from './CardRow';

export function InfoColumn({ view }: { view: CardView }) {
  return (
    <Paper component="section" aria-labelledby="stats-info-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="stats-info-heading" component="h2" variant="h6" sx={{ mb: 1.5, color: 'secondary.main' }}>
        Informacje podstawowe
      </Typography>
      <dl style={{ margin: 0 }}>
        <CardRow label="Imię" value={view.name} />
        <CardRow label="Wiek" value={view.age} />
        <CardRow label="Rasa" value={view.race} />
        <CardRow label="Płeć" value={view.gender} />
        <CardRow label="Klasa" value={view.classType} />
        <CardRow
          label="Magia"
          value={
            <Chip
              size="small"
              label={view.magic ? 'Tak' : 'Nie'}
              variant={view.magic ? 'filled' : 'outlined'}
              sx={view.magic ? { bgcolor: palette.blood, color: palette.bone } : undefined}
            />
          }
        />
      </dl>
    </Paper>
  );
}
