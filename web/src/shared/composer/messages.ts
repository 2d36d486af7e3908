// The composer's Polish texts and the small rules around sending (tiptap-free).
import { ApiError } from '@mrok/sdk';
import { errorMessage } from '@/lib/api';

export const COMPOSER_TEXTS = {
  placeholder: 'Napisz wiadomość…',
  send: 'Wyślij',
  empty: 'Wiadomość nie może być pusta.',
  sendError: 'Błąd podczas wysyłania wiadomości',
  narrator: 'Tryb narratora',
  narratorBanner: 'Następna wiadomość zostanie wysłana jako Narrator.',
  focusMode: 'Tryb skupienia',
  closeFocusMode: 'Zamknij tryb skupienia',
} as const;

/** Whether a message has no content: no text after trimming and no image. */
export function isBlankMessage(html: string): boolean {
  if (!html) return true;
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return !body.textContent?.trim() && !body.querySelector('img');
}

/**
 * A refusal the feature already shows next to its own field (e.g. a missing title): the composer
 * keeps the text and shows nothing more.
 */
export class ShownElsewhere extends Error {}

/**
 * What to show for a failed action: the server's message (ApiError), the message of an Error the
 * feature threw on purpose, else `fallback`. Browser network failures (TypeError) get the fallback.
 */
export function failureText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return errorMessage(error, fallback);
  if (error instanceof Error && !(error instanceof TypeError) && error.message) return error.message;
  return fallback;
}
