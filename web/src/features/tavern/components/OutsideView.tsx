// Before entry (spec 2 §2): the panel dimmed, 'Wejdź do karczmy', and word that one must enter
// to read and write. The events board can be read from outside too.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import SportsBar from '@mui/icons-material/SportsBar';
import { palette } from '@/app/theme';

export const OUTSIDE_TEXTS = {
  title: 'Karczma',
  enter: 'Wejdź do karczmy',
  mustEnter: 'Musisz wejść do karczmy, aby czytać rozmowy i pisać wiadomości.',
  events: 'Aktualności w Karczmie',
} as const;

export function OutsideView({ onEnter, onEvents }: { onEnter: () => void; onEvents: () => void }) {
  return (
    <Paper
      data-testid="tavern-outside"
      sx={{
        position: 'relative',
        overflow: 'hidden',
        minHeight: { xs: 320, sm: 420 },
        display: 'grid',
        placeItems: 'center',
        textAlign: 'center',
        p: { xs: 3, sm: 5 },
        // The dimmed room behind the door.
        background: `radial-gradient(ellipse at 50% 35%, rgba(201, 164, 76, 0.10), transparent 60%), ${palette.stone}`,
        '&::before': { content: '""', position: 'absolute', inset: 0, bgcolor: 'rgba(0, 0, 0, 0.55)', pointerEvents: 'none' },
      }}
    >
      <Box sx={{ position: 'relative', maxWidth: 520 }}>
        <SportsBar aria-hidden sx={{ fontSize: 56, color: palette.goldDim, mb: 1 }} />
        <Typography variant="h4" component="h1" sx={{ mb: 1.5 }}>
          {OUTSIDE_TEXTS.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {OUTSIDE_TEXTS.mustEnter}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>
          <Button variant="contained" size="large" onClick={onEnter}>
            {OUTSIDE_TEXTS.enter}
          </Button>
          <Button color="secondary" onClick={onEvents}>
            {OUTSIDE_TEXTS.events}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
