// The prison view (spec 1 §2): it replaces the whole app while the player serves a sentence.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { palette } from '@/app/theme';
import { formatDate } from '@/shared/dates';

interface PrisonScreenProps {
  message: string | null;
  daysLeft: number;
  releaseDate: string | null;
}

export function PrisonScreen({ message, daysLeft, releaseDate }: PrisonScreenProps) {
  return (
    <Box role="alertdialog" aria-labelledby="prison-title" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2,
      backgroundImage: 'repeating-linear-gradient(90deg, rgba(0,0,0,0.55) 0 14px, transparent 14px 70px)' }}>
      {/* minWidth 0: a grid item never grows past the screen; the heading shrinks to fit a phone (360 px). */}
      <Paper sx={{ maxWidth: 560, width: '100%', minWidth: 0, p: { xs: 3, sm: 5 }, textAlign: 'center', borderColor: palette.blood, overflowWrap: 'break-word' }}>
        <Typography id="prison-title" component="h1" variant="h2" sx={{ color: palette.bloodBright, mb: 3, fontSize: { xs: '2.25rem', sm: '3.75rem' } }}>
          WIĘZIENIE
        </Typography>
        <Typography sx={{ mb: 3 }}>{message || 'Siedzisz w więzieniu i musisz odczekać swoją karę...'}</Typography>
        <Typography variant="h6" component="p">Pozostało dni: {daysLeft}</Typography>
        {releaseDate && (
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            Data zwolnienia: {formatDate(releaseDate)}
          </Typography>
        )}
        <Button variant="contained" onClick={() => window.location.reload()}>
          Sprawdź ponownie
        </Button>
      </Paper>
    </Box>
  );
}
