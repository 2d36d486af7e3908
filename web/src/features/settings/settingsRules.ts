// The settings page's rules (spec 1 "Settings page", §3, §5, §8, §9): the player statuses, the
// avatar file checks and the texts the page shows.
export const MAX_AVATAR_BYTES = 5 * 1024 * 1024; // 5242880

export const TEXTS = {
  statusSaved: 'Status został zaktualizowany!',
  statusFailed: 'Nie udało się zaktualizować statusu.',
  notAnImage: 'Wybrany plik nie jest obrazem',
  tooLarge: 'Plik jest za duży (maksymalnie 5MB)',
  noFile: 'Brak wybranego pliku!',
  avatarSaved: 'Avatar został zaktualizowany!',
  avatarFailed: 'Nie udało się przesłać avatara',
  resetDone: 'Postać została zresetowana!',
  resetFailed: 'Nie udało się zresetować postaci.',
} as const;

export type PlayerStatus = 'looking' | 'maybe' | 'not_looking';

export const STATUS_OPTIONS: { value: PlayerStatus; label: string }[] = [
  { value: 'looking', label: 'Szukam sesji' },
  { value: 'maybe', label: 'Może coś wyjątkowego' },
  { value: 'not_looking', label: 'Nie szukam' },
];

/** Unknown values fall back to not_looking (spec 1 §3). */
export function playerStatus(value: unknown): PlayerStatus {
  return value === 'looking' || value === 'maybe' ? value : 'not_looking';
}

/** Why a file cannot be an avatar, or null when it can (the server checks the content again). */
export function avatarFileError(file: Pick<File, 'type' | 'size'> | null | undefined): string | null {
  if (!file) return TEXTS.noFile;
  if (!file.type || !file.type.startsWith('image/')) return TEXTS.notAnImage;
  if (file.size > MAX_AVATAR_BYTES) return TEXTS.tooLarge;
  return null;
}
