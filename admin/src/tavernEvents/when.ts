// An event's day and hour as players read them (pl-PL: 01.05.2099, 18:30), and whether it is
// over (the board in the tavern shows today's and coming events only).
import type { AdminTavernEventBody } from '@mrok/sdk';

type When = Pick<AdminTavernEventBody, 'date' | 'time'>;

export function eventWhen({ date, time }: When): string {
  const [year, month, day] = date.split('-');
  const shown = year && month && day ? `${day}.${month}.${year}` : date;
  return time ? `${shown}, ${time}` : shown;
}

/** `today` as RRRR-MM-DD; dates in that form compare as text. */
export function isOver({ date }: When, today: string): boolean {
  return date < today;
}

/** Today as RRRR-MM-DD in the admin's own calendar. */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
