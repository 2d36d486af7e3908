// The text of the rules (spec 3 §2.6), as numbered sections of numbered points. `{email}` is
// replaced with the administrator's address.

export interface RulesSection {
  title: string;
  points: string[];
}

export const RULES_INTRO =
  'Regulamin określa zasady korzystania z gry Mrok. Rejestrując konto, akceptujesz go w całości. Nieznajomość regulaminu nie zwalnia z jego przestrzegania.';

export const RULES: RulesSection[] = [
  {
    title: 'Postanowienia ogólne',
    points: [
      'Mrok jest niekomercyjną, tekstową grą fabularną typu play-by-post, osadzoną w autorskim, fanowskim świecie dark fantasy.',
      'Świat, postaci i wydarzenia w grze są fikcją. Podobieństwo do rzeczywistych osób i zdarzeń jest przypadkowe.',
      'Nad przestrzeganiem regulaminu czuwa administracja: twórca gry, administrator techniczny oraz wskazani przez nich administratorzy i mistrzowie gry.',
    ],
  },
  {
    title: 'Wiek i dostęp do gry',
    points: [
      'Gra jest przeznaczona dla osób pełnoletnich (18+). Minimalny wiek gracza to 18 lat.',
      'Wyjątkowo do gry może dołączyć osoba, która ukończyła 16 lat, wyłącznie za zgodą rodzica lub opiekuna prawnego. Na prośbę administracji zgodę taką należy potwierdzić.',
      'Gra zawiera treści przeznaczone dla dorosłych: przemoc, treści seksualne, używki i wulgaryzmy. Zakładając konto, gracz potwierdza, że świadomie wybiera takie treści.',
    ],
  },
  {
    title: 'Konto',
    points: [
      'Jeden gracz może posiadać tylko jedno konto. Zakładanie kont dodatkowych („multikont”) jest zabronione, a wykryte multikonta są usuwane.',
      'Gracz odpowiada za zachowanie w tajemnicy danych swojego konta i za wszystko, co dzieje się na koncie. Nie wolno udostępniać hasła ani przekazywać konta innym osobom.',
      'Konto należy aktywować linkiem wysłanym na podany adres e-mail. Link jest ważny przez 3 dni.',
      'Na jednym koncie gracz prowadzi jedną postać główną i maksymalnie dwie postacie poboczne.',
    ],
  },
  {
    title: 'Usuwanie i przywracanie kont',
    points: [
      'Konto nieaktywowane w ciągu 3 dni od rejestracji zostaje usunięte.',
      'Konto, na którym w ciągu 14 dni od rejestracji nie uzupełniono profilu postaci i nie dodano awatara, zostaje usunięte.',
      'Konto porzucone — nieużywane przez 6 miesięcy — zostaje usunięte.',
      'W ciągu 3 dni od usunięcia konta można złożyć prośbę o jego przywrócenie, pisząc do administracji na adres podany w ostatnim paragrafie. Po tym terminie przywrócenie nie jest możliwe.',
    ],
  },
  {
    title: 'Postać i awatar',
    points: [
      'Postać musi pasować do świata gry: należy do jednej z ras (człowiek, wampir, wilkołak), a jej opis i historia nie mogą łamać regulaminu.',
      'Korzystanie z magii kryształów należy zgłosić administracji na karcie postaci. Moce niezgłoszone nie istnieją w fabule.',
      'Awatar (wizerunek postaci) pozostaje własnością gracza jeszcze przez 1 miesiąc po jego zmianie. W tym czasie inni gracze nie mogą go używać.',
      'Awatar nie może przedstawiać rzeczywistej osoby prywatnej ani treści zabronionych prawem.',
    ],
  },
  {
    title: 'Zasady gry i społeczności',
    points: [
      'Szanuj innych graczy. Konflikt postaci jest częścią opowieści; konflikt ludzi nie jest. Obrażanie, poniżanie i nękanie innych graczy jest zabronione.',
      'Oddzielaj grę od rzeczywistości: to, co dzieje się w fabule, nie upoważnia do żadnych działań poza nią. Nękanie, groźby, szantaż i ujawnianie danych osobowych innych graczy (także poza grą) kończą się usunięciem konta.',
      'Zakaz metagamingu: postać wie tylko to, czego dowiedziała się w fabule. Wiedza gracza z czatu, wiadomości prywatnych czy cudzych kart postaci nie przechodzi na postać.',
      'Zakaz powergamingu i godmodingu: nie decydujesz za cudzą postać i nie narzucasz skutków jej działań. Twoja postać nie jest niezwyciężona.',
      'Sceny szczególnie drastyczne — brutalne, erotyczne lub dotyczące tortur — wymagają zgody wszystkich uczestników sceny. Każdy może w dowolnej chwili poprosić o wyciemnienie sceny lub jej przerwanie; prośbę należy uszanować bez dyskusji.',
      'Bezwzględnie zabronione są treści seksualne z udziałem osób niepełnoletnich, także postaci wyglądających na niepełnoletnie, oraz treści nielegalne.',
      'Nie kopiuj cudzych tekstów, opisów ani grafik bez zgody autora. Posty piszemy po polsku, starannie i w klimacie świata.',
      'Spory rozstrzyga administracja. Decyzję można zakwestionować, pisząc spokojnie do administracji — nie publicznie w grze.',
    ],
  },
  {
    title: 'Kary',
    points: [
      'Za łamanie regulaminu administracja może udzielić upomnienia, usunąć treść, zablokować konto na określony czas lub usunąć je na stałe.',
      'Karę więzienia — czasowej blokady dostępu do gry — może nałożyć wyłącznie administrator techniczny lub twórca gry.',
      'Próby obchodzenia kary, w tym zakładanie nowego konta w czasie blokady, przedłużają karę lub kończą się usunięciem konta.',
    ],
  },
  {
    title: 'Kontakt i wsparcie',
    points: [
      'W sprawach konta, zgłoszeń naruszeń, próśb o przywrócenie konta i wszelkiej pomocy pisz do administracji na adres {email}.',
      'Administracja nigdy nie prosi o podanie hasła. Nikomu go nie zdradzaj.',
      'Regulamin może się zmieniać. O istotnych zmianach gracze są informowani w grze.',
    ],
  },
];
