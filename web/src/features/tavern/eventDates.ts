// The events board's dates: the server speaks 'RRRR-MM-DD' and 'GG:MM' (Warsaw time); players read
// '23 listopada 2026, 19:30'. A plain date is a calendar day, never shifted by a time zone.
import { warsawToday } from '@/shared/dates';

const dateOnly = new Intl.DateTimeFormat('pl-PL', { dateStyle: 'long' });

/** '2026-11-23' → a local Date at midnight, or null. */
export function parseEventDate(date: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const day = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(day.getTime()) || day.getDate() !== Number(match[3]) ? null : day;
}

/** '23 listopada 2026, 19:30' ('23 listopada 2026' without a time; the raw text when unreadable). */
export function eventWhen(date: string, time?: string | null): string {
  const day = parseEventDate(date);
  const shown = day ? dateOnly.format(day) : date;
  return time ? `${shown}, ${time}` : shown;
}

/** Today as 'RRRR-MM-DD' in Warsaw's calendar (the add form's default date: the server refuses days before Warsaw's today). */
export const todayIso = (now: Date = new Date()): string => warsawToday(now);
