export const NOTIFICATION_TEXTS = {
  bell: (unread: number) => (unread > 0 ? `Powiadomienia (nieprzeczytane: ${unread})` : 'Powiadomienia'),
  panelTitle: 'Powiadomienia',
  markAll: 'Oznacz wszystkie jako przeczytane',
  empty: 'Nie masz jeszcze powiadomień.',
  all: 'Wszystkie powiadomienia',
  failed: 'Nie udało się wczytać powiadomień.',
};

/** A notice's time as Warsaw reads it. */
export function noticeTime(iso: string): string {
  return new Date(iso).toLocaleString('pl-PL', { timeZone: 'Europe/Warsaw', dateStyle: 'short', timeStyle: 'short' });
}
