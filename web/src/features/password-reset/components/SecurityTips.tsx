// The security tips under the new-password form.
import Key from '@mui/icons-material/Key';
import Password from '@mui/icons-material/Password';
import Shield from '@mui/icons-material/Shield';
import Lock from '@mui/icons-material/Lock';
import { InfoCards, type InfoCard } from './InfoCards';

const TIPS: InfoCard[] = [
  {
    icon: <Password />,
    title: 'Długość to siła',
    text: 'Użyj co najmniej 8 znaków. Kilka niepowiązanych słów tworzy hasło długie i łatwe do zapamiętania.',
  },
  {
    icon: <Key />,
    title: 'Mieszaj znaki',
    text: 'Łącz małe i wielkie litery oraz cyfry. Unikaj imion, dat urodzenia i nazwy swojej postaci.',
  },
  {
    icon: <Lock />,
    title: 'Jedno hasło, jedno miejsce',
    text: 'Nie używaj tego hasła w innych serwisach — wyciek gdzie indziej nie powinien otworzyć drogi do Mroku.',
  },
  {
    icon: <Shield />,
    title: 'Zachowaj je dla siebie',
    text: 'Administracja nigdy nie poprosi Cię o hasło. Nie podawaj go nikomu, nawet w prywatnej wiadomości.',
  },
];

export function SecurityTips() {
  return <InfoCards id="security-tips" heading="Wskazówki bezpieczeństwa" cards={TIPS} />;
}
