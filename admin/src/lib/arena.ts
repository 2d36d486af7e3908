// How the arena's forms (monsters, weapon and armor archetypes) read a name, a description and
// their numbers, checked against the API's ranges before the call; the arena's words (the server
// says the same).
import { HttpError } from 'react-admin';

export const ARENA_NAME_MESSAGE = 'Nazwa jest wymagana.';
export const ARENA_NUMBERS_MESSAGE = 'Liczby są poza dozwolonym zakresem.';

/** A required name, trimmed. */
export function arenaName(value: unknown): string {
  if (typeof value !== 'string' || !value.trim()) throw new HttpError(ARENA_NAME_MESSAGE, 400);
  return value.trim();
}

/** A description, trimmed; may be empty. */
export const arenaDescription = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** A whole number from a form's field (react-admin's NumberInput gives numbers, or null when empty). */
export function wholeNumber(value: unknown, min: number, max: number): number {
  const number = typeof value === 'string' && value.trim() ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isInteger(number) || number < min || number > max) {
    throw new HttpError(ARENA_NUMBERS_MESSAGE, 400);
  }
  return number;
}
