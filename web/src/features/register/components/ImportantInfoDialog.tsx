// 'Ważna Informacja': shown when the registration page opens and on request (spec 1 §2).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { palette } from '@/app/theme';

const POINTS = [
  'jesteś osobą pełnoletnią i nie jesteś ubezwłasnowolniony(-a);',
  'ponosisz odpowiedzialność za zachowanie w tajemnicy danych swojego konta — nie udostępniaj nikomu hasła;',
  'na podany adres e-mail otrzymasz link aktywacyjny; konto zacznie działać dopiero po jego użyciu.',
];

export function ImportantInfoDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="important-info-title" aria-describedby="important-info-text">
      <DialogTitle id="important-info-title" sx={{ color: palette.gold, textAlign: 'center' }}>
        Ważna Informacja
      </DialogTitle>
      <DialogContent>
        <Box id="important-info-text">
          <Typography sx={{ mb: 1.5 }}>Rejestrując konto w grze Mrok, oświadczasz, że:</Typography>
          <Box component="ul" sx={{ pl: 3, m: 0, '& li': { mb: 1 } }}>
            {POINTS.map((point) => (
              <li key={point}>
                <Typography>{point}</Typography>
              </li>
            ))}
          </Box>
          <Typography variant="body2" sx={{ mt: 2, color: 'text.secondary' }}>
            Link aktywacyjny jest ważny przez 3 dni. Jeśli wiadomość nie dotrze, zajrzyj do folderu spam.
          </Typography>
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} variant="contained" autoFocus>
          Rozumiem
        </Button>
      </DialogActions>
    </Dialog>
  );
}
