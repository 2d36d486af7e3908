// Polish plural forms: one (1), few (2–4, 22–24, … but not 12–14) and many (everything else).

/** The Polish form of a noun for `count`: `one` for 1, `few` for 2–4 (not 12–14), else `many`. */
export function polishPlural(count: number, one: string, few: string, many: string): string {
  const n = Math.abs(Math.trunc(count));
  if (n === 1) return one;
  const lastDigit = n % 10;
  const lastTwo = n % 100;
  return lastDigit >= 2 && lastDigit <= 4 && (lastTwo < 12 || lastTwo > 14) ? few : many;
}

/** 'sesję', 'sesje' or 'sesji' as in 'Znaleziono w archiwum 3 sesje'. */
export const pluralSessions = (count: number): string => polishPlural(count, 'sesję', 'sesje', 'sesji');

/** 'gracz', 'gracze' or 'graczy' as in '…i jeszcze 3 gracze online'. */
export const pluralPlayers = (count: number): string => polishPlural(count, 'gracz', 'gracze', 'graczy');
