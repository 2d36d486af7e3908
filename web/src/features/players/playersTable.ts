// The players list's fixed parts (spec 3 §2.7): the race filter and the columns, of which
// 'Data rejestracji' and 'IP' are for admins only.
import { formatDate } from '@/shared/dates';

export const RACE_FILTERS = [
  { value: '', label: 'Wszystkie rasy' },
  { value: 'wampir', label: 'Wampiry' },
  { value: 'wilkołak', label: 'Wilkołaki' },
  { value: 'mag', label: 'Magowie' },
  { value: 'osadzony', label: 'Osadzeni' },
  { value: 'straznik', label: 'Ludzie' },
] as const;

/** The name of the pages' navigation under the table. */
export const PLAYERS_PAGES_LABEL = 'Strony listy graczy';

export type RaceFilter = (typeof RACE_FILTERS)[number]['value'];

export function isRaceFilter(value: string): value is RaceFilter {
  return RACE_FILTERS.some((option) => option.value === value);
}

/** The columns; the last two with the player details (seePlayerDetails). */
export function columnsFor(details: boolean): string[] {
  const columns = ['ID', 'Nick', 'Kasta', 'Płeć'];
  return details ? [...columns, 'Data rejestracji', 'IP'] : columns;
}

/** A registration time in the pl-PL format, '-' when missing or unreadable. */
export function registeredOn(value: string | null | undefined): string {
  return value ? formatDate(value) : '-';
}

/** Any text cell: '-' when missing. */
export function cell(value: string | null | undefined): string {
  return value && value.trim() !== '' ? value : '-';
}
