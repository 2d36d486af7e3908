// The help under the forgot-password form: four common problems and the support contact.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AlternateEmail from '@mui/icons-material/AlternateEmail';
import MailOutline from '@mui/icons-material/MailOutline';
import Block from '@mui/icons-material/Block';
import HourglassBottom from '@mui/icons-material/HourglassBottom';
import SupportAgent from '@mui/icons-material/SupportAgent';
import { palette } from '@/app/theme';
import { InfoCards, type InfoCard } from './InfoCards';

const HELP: InfoCard[] = [
  {
    icon: <AlternateEmail />,
    title: 'Nie pamiętasz adresu e-mail?',
    text: 'Wpisz po kolei adresy, których zwykle używasz — formularz nie zdradza, czy konto istnieje, więc sprawdź skrzynkę każdego z nich. Jeśli to nie pomoże, napisz do administratora.',
  },
  {
    icon: <MailOutline />,
    title: 'Nie dotarł e-mail?',
    text: 'Zajrzyj do folderu spam i ofert, wiadomość może też przyjść z kilkuminutowym opóźnieniem. Link jest ważny przez 1 godzinę.',
  },
  {
    icon: <Block />,
    title: 'Konto zablokowane?',
    text: 'Błędne hasła nigdy nie blokują konta. Po 10 błędnych hasłach z jednego adresu IP ten adres czeka 15 minut, zanim znów spróbuje zalogować się na to konto — z innej sieci wejdziesz od razu lub najpóźniej po minucie. Blokady nałożonej przez administrację reset hasła nie zdejmuje.',
  },
  {
    icon: <HourglassBottom />,
    title: 'Link wygasł?',
    text: 'Link działa przez godzinę i tylko raz. Jeśli wygasł albo został już użyty, wyślij nowy za pomocą formularza powyżej.',
  },
];

export function ForgotHelp({ adminEmail }: { adminEmail: string }) {
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <InfoCards id="reset-help" heading="Potrzebujesz pomocy?" cards={HELP} />
      <Paper
        component="aside"
        aria-label="Kontakt z administracją"
        elevation={0}
        sx={{ p: 3, display: 'flex', gap: 2, alignItems: 'center', flexDirection: { xs: 'column', sm: 'row' }, textAlign: { xs: 'center', sm: 'left' }, borderColor: palette.goldDim }}
      >
        <SupportAgent sx={{ fontSize: 40, color: palette.gold }} aria-hidden />
        <Box>
          <Typography component="h2" variant="h6" sx={{ color: palette.bone }}>
            Wciąż nie możesz wejść?
          </Typography>
          <Typography color="text.secondary">
            Napisz do administratora:{' '}
            <Link href={`mailto:${adminEmail}`} color="secondary">
              {adminEmail}
            </Link>
            . Podaj adres konta i imię postaci — nigdy nie wysyłaj hasła.
          </Typography>
        </Box>
      </Paper>
    </Box>
  );
}
