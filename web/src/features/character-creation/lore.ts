// The texts of the race cards and the six race × gender descriptions (spec 1 §2, /createCharacter).
import type { Gender, Race } from './rules';

export interface RaceCardText {
  /** The race's defining trait, shown on its card. */
  trait: string;
  tagline: string;
}

export const RACE_CARDS: Record<Race, RaceCardText> = {
  Człowiek: { trait: 'Wszechstronność', tagline: 'Krótkie życie, nieskończony upór. Może stać się każdym.' },
  Wampir: { trait: 'Nieśmiertelność', tagline: 'Wieczność kupiona krwią. Głód, który nigdy nie gaśnie.' },
  Wilkołak: { trait: 'Dzikość', tagline: 'Bestia pod skórą. Księżyc zna twoje prawdziwe imię.' },
};

export const RACE_DESCRIPTIONS: Record<Race, Record<Gender, string>> = {
  Człowiek: {
    Kobieta:
      'Jesteś córą krótkiego życia i długiej pamięci. Nie masz kłów ani pazurów — masz spryt, upór i ręce, które potrafią dorobić klucz do każdej kraty. Kobiety ludzkiego rodu przetrwały w Mroku jako zielarki, przemytniczki, kapłanki zapomnianych bogów i wdowy po tych, którzy byli zbyt pewni siebie. Twoja śmiertelność jest twoją siłą: wiesz, że każda noc może być ostatnią, więc żadnej nie marnujesz. To ludzie najczęściej sięgają po moc kryształów — i to oni płacą za nią najdrożej.',
    Mężczyzna:
      'Jesteś synem błota, dymu i żelaza. Ludzie nie rodzą się silniejsi od bestii, które polują w ciemności, ale uczą się szybciej od nich — i pamiętają każdą ranę. Mężczyźni twojego rodu trzymają straż na murach, targują się na bazarach, gdzie sprzedaje się wszystko, i modlą do bogów, którzy dawno przestali słuchać. Wszechstronność to twój oręż: możesz zostać najemnikiem, uczonym, łowcą potworów albo zwykłym łotrem. Życie masz krótkie, ale własne — i nikt ci go nie odbierze bez walki.',
  },
  Wampir: {
    Kobieta:
      'Umarłaś — i nie przestałaś istnieć. Twoje serce budzi się tylko wtedy, gdy pijesz, a każdy łyk cudzej krwi przypomina smak życia, które utraciłaś. Wampirzyce Mroku to damy salonów i królowe kanałów, cierpliwe jak kamień i okrutne jak zima. Nieśmiertelność dała ci czas, by nauczyć się wszystkiego: etykiety, trucizn i kłamstwa doskonałego. Słońce jest twoim wrogiem, głód twoim panem, a wieczność więzieniem, z którego wcale nie chcesz uciec.',
    Mężczyzna:
      'Twoja ostatnia śmiertelna noc skończyła się ukąszeniem, a pierwsza nieśmiertelna — głodem, jakiego nie zna nikt żywy. Wampiry władają z cienia: kupują lojalność, dziedziczą długi całych rodów i pamiętają zdrady sprzed stuleci. Jesteś szybszy od ludzi, silniejszy od ludzi i o wiele bardziej od nich samotny. Nieśmiertelność nie jest darem, lecz wyrokiem odroczonym w nieskończoność, a ty wciąż próbujesz wmówić sobie, że panujesz nad bestią, która szepcze w twoich żyłach.',
  },
  Wilkołak: {
    Kobieta:
      'Księżyc woła cię imieniem, którego nie słyszy nikt inny. Za dnia jesteś kobietą o zbyt ostrym spojrzeniu i zbyt czujnym śnie; nocą — wilczycą, przed którą cofają się nawet wampiry. Dzikość płynie w twojej krwi jak rzeka w czasie roztopów: nie da się jej zatrzymać, można ją najwyżej skierować. Wataha jest twoją rodziną, las świątynią, a pełnia chwilą prawdy, gdy opada z ciebie wszystko, co ludzkie. Ci, którzy cię skrzywdzą, przekonają się, że wilczyce nie zapominają.',
    Mężczyzna:
      'W twoich kościach śpi burza. Wystarczy gniew, zapach krwi albo blask pełni, by obudziła się z wyciem, które słychać aż za murami miasta. Wilkołaki to łowcy i wygnańcy, strażnicy starych borów i koszmar tych, którzy zapuszczają się w nie po zmroku. Twoja dzikość to siła, której nie nauczy żaden fechmistrz, i klątwa, której nie zdejmie żaden kapłan. Każdego ranka budzisz się z ziemią pod paznokciami i pytaniem, którego boisz się zadać: kogo dopadłeś tej nocy?',
  },
};
