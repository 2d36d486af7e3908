// 'O grze': the premise, what the game offers, how to begin, and whom to write to.
// Loaded only when first opened, to keep the landing page's first download small.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { displayFont, palette } from '@/app/theme';

const FEATURES = [
  'Jedna postać główna — człowiek, wampir albo wilkołak — i do dwóch postaci pobocznych.',
  'Profil z opisem, awatarem, osiągnięciami i kartą postaci z umiejętnościami oraz wadami.',
  'Sesje ogólne, otwarte dla wszystkich, i sesje prywatne dla wybranych graczy.',
  'Karczma — miejsce spotkań, plotek i przypadkowych znajomości, które rzadko kończą się dobrze.',
  'Prywatne wiadomości między graczami.',
  'Przewodniki po świecie: rasy, bestiariusz, magia kryształów, kulty, prawo i technologia miasta.',
];

const STEPS = [
  'Załóż konto i aktywuj je linkiem z wiadomości e-mail.',
  'Stwórz postać: nadaj jej imię, wybierz płeć i rasę.',
  'Przeczytaj regulamin, zajrzyj do karczmy i dołącz do pierwszej sesji.',
];

function Heading({ children }: { children: string }) {
  return (
    <Typography component="h3" sx={{ fontFamily: displayFont, color: palette.gold, fontSize: '1.1rem', letterSpacing: '0.06em', mt: 3, mb: 1 }}>
      {children}
    </Typography>
  );
}

interface AboutDialogProps {
  open: boolean;
  onClose: () => void;
  adminEmail: string;
}

export default function AboutDialog({ open, onClose, adminEmail }: AboutDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth scroll="paper" aria-labelledby="about-title">
      <DialogTitle id="about-title" sx={{ color: palette.bone, letterSpacing: '0.08em' }}>
        O grze
      </DialogTitle>
      <DialogContent dividers>
        <Heading>Świat</Heading>
        <Typography sx={{ mb: 1.5 }}>
          Mrok to miasto zawieszone między zmierzchem a świtem. Ludzie budują tu swoje kamienice,
          kramy i świątynie, wampiry rządzą z cienia salonów i krypt, a wilkołaki strzegą granic, których
          nikt inny nie widzi. Kruchy rozejm trzyma się na układach, długach i strachu.
        </Typography>
        <Typography>
          Magia płynie z kryształów — rzadkich, drogich i niebezpiecznych. Kto je posiada, ma władzę. Kto
          jej używa, musi zgłosić to administracji na karcie postaci, bo każda moc ma swoją cenę.
        </Typography>

        <Heading>Jak się gra</Heading>
        <Typography>
          Mrok to gra fabularna play-by-post: opowieść tworzą wspólnie gracze, pisząc kolejne posty w
          sesjach — we własnym tempie, bez kości i bez pośpiechu. Liczy się słowo, klimat i konsekwencje.
        </Typography>

        <Heading>Co na ciebie czeka</Heading>
        <Box component="ul" sx={{ pl: 3, m: 0, '& li': { mb: 0.5 } }}>
          {FEATURES.map((feature) => (
            <li key={feature}>
              <Typography>{feature}</Typography>
            </li>
          ))}
        </Box>

        <Heading>Pierwsze kroki</Heading>
        <Box component="ol" sx={{ pl: 3, m: 0, '& li': { mb: 0.5 } }}>
          {STEPS.map((step) => (
            <li key={step}>
              <Typography>{step}</Typography>
            </li>
          ))}
        </Box>

        <Heading>Kontakt</Heading>
        <Typography>
          Pytania i sprawy konta:{' '}
          <Link href={`mailto:${adminEmail}`} sx={{ color: palette.gold }}>
            {adminEmail}
          </Link>
          . Gra jest przeznaczona wyłącznie dla osób pełnoletnich.
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose} variant="contained">
          Zamknij
        </Button>
      </DialogActions>
    </Dialog>
  );
}
