// Dates as Polish players read them (pl-PL), on Warsaw's clock: the game's time (the events'
// hours, the arena's 05:00) is Warsaw's, whatever zone the browser is in.
const dateTime = new Intl.DateTimeFormat('pl-PL', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Warsaw' });
const dateOnly = new Intl.DateTimeFormat('pl-PL', { dateStyle: 'long', timeZone: 'Europe/Warsaw' });

export function formatDateTime(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? '-' : dateTime.format(date);
}

export function formatDate(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? '-' : dateOnly.format(date);
}

const numericDate = new Intl.DateTimeFormat('pl-PL', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Warsaw' });

/** '21.11.2026' (file names, compact lists). */
export function formatNumericDate(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? '-' : numericDate.format(date);
}

/**
 * Mrok keeps Warsaw's time: the server's days (an event may not be set before Warsaw's today,
 * the arena resets at 05:00) begin at Warsaw's midnight whatever zone the player's browser is in.
 * Every date the site computes for a rule goes through these helpers, never through a Date's
 * local getters.
 */
export const WARSAW = 'Europe/Warsaw';

const warsawFields = new Intl.DateTimeFormat('en-GB', {
  timeZone: WARSAW,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export interface WarsawTime {
  year: number;
  /** 1–12. */
  month: number;
  day: number;
  /** 0–23. */
  hour: number;
  minute: number;
}

/** The calendar day and clock time in Warsaw at `instant`. */
export function warsawTime(instant: Date = new Date()): WarsawTime {
  const parts: Record<string, number> = {};
  for (const part of warsawFields.formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour % 24, minute: parts.minute };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Warsaw's today at `instant` as 'RRRR-MM-DD' (the server's calendar). */
export function warsawToday(instant: Date = new Date()): string {
  const { year, month, day } = warsawTime(instant);
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** 'GG:MM' on Warsaw's clock at `instant`. */
export function warsawClock(instant: Date = new Date()): string {
  const { hour, minute } = warsawTime(instant);
  return `${pad(hour)}:${pad(minute)}`;
}
