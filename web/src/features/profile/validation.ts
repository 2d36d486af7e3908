// The rules of the profile's forms and their Polish messages (spec 1 §5, §9). The server applies
// the same ones (core/src/characters/models.rs), so a form never sends what the API refuses.

export const LIMITS = {
  statusChars: 128,
  ageMin: 1,
  ageMax: 9999,
  levelMin: 1,
  levelMax: 6,
  nameMinChars: 3,
  nameMaxChars: 30,
  entryNameChars: 100,
  entryDescriptionChars: 2000,
  /** 5 MB (5 242 880 bytes). */
  uploadBytes: 5 * 1024 * 1024,
  /** Recommended, not enforced. */
  avatarHintBytes: 200 * 1024,
} as const;

export const RACES = ['Wampir', 'Wilkołak', 'Człowiek'] as const;
export const GENDERS = ['Kobieta', 'Mężczyzna'] as const;
export const MAGIC_CHOICES = ['Tak', 'Nie'] as const;

export const MESSAGES = {
  statusTooLong: 'Status nie może być dłuższy niż 128 znaków',
  age: 'Wiek musi być liczbą między 1 a 9999',
  /** The same rule where the age is asked alone ('Zmień wiek'), the spec's prompt variant. */
  agePrompt: 'Podaj prawidłowy wiek (1-9999)',
  skillName: 'Nazwa umiejętności jest wymagana!',
  skillLevel: 'Poziom umiejętności musi być między 1 a 6',
  flawName: 'Nazwa wady jest wymagana',
  entryTooLong: 'Nazwa może mieć najwyżej 100 znaków, a opis 2000',
  nameRequired: 'Imię postaci jest wymagane!',
  nameLength: 'Imię postaci musi mieć od 3 do 30 znaków',
  raceRequired: 'Rasa jest wymagana!',
  genderRequired: 'Płeć jest wymagana!',
  magicRequired: 'Zdolności magiczne są wymagane!',
  magicChoice: 'Zdolności magiczne muszą mieć wartość Tak lub Nie',
  noFile: 'Brak wybranego pliku!',
  notAnImage: 'Wybrany plik nie jest obrazem',
  fileTooLarge: 'Plik jest za duży (maksymalnie 5MB)',
} as const;

/** Length in characters, as the server counts them (a Polish letter is one). */
export function charCount(value: string): number {
  return [...value].length;
}

/** The status line's error, or null: at most 128 characters after trimming. */
export function statusError(status: string): string | null {
  return charCount(status.trim()) > LIMITS.statusChars ? MESSAGES.statusTooLong : null;
}

/** A typed age as a number, or null when it is not a whole number from 1 to 9999. */
export function parseAge(raw: string): number | null {
  const trimmed = raw.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const age = Number(trimmed);
  return age >= LIMITS.ageMin && age <= LIMITS.ageMax ? age : null;
}

/** The 'Zmień wiek' dialog's answer to a typed age (the spec's prompt variant of the rule). */
export function ageError(raw: string): string | null {
  return parseAge(raw) === null ? MESSAGES.agePrompt : null;
}

export type EntryKind = 'skill' | 'flaw';

export interface EntryDraft {
  name: string;
  /** Typed level (skills only). */
  level: string;
  description: string;
  hidden: boolean;
}

export const EMPTY_ENTRY: EntryDraft = { name: '', level: '1', description: '', hidden: false };

/** A typed level as a number, or null when it is not a whole number from 1 to 6. */
export function parseLevel(raw: string): number | null {
  const trimmed = raw.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const level = Number(trimmed);
  return level >= LIMITS.levelMin && level <= LIMITS.levelMax ? level : null;
}

/** The skill or flaw form's error, or null when it may be sent. */
export function entryError(kind: EntryKind, draft: EntryDraft): string | null {
  if (!draft.name.trim()) return kind === 'skill' ? MESSAGES.skillName : MESSAGES.flawName;
  if (kind === 'skill' && parseLevel(draft.level) === null) return MESSAGES.skillLevel;
  if (charCount(draft.name.trim()) > LIMITS.entryNameChars || charCount(draft.description.trim()) > LIMITS.entryDescriptionChars) {
    return MESSAGES.entryTooLong;
  }
  return null;
}

/** What is sent for a skill or flaw: trimmed; a level for skills; `hidden` only from those who may hide (hiddenCardEntries). */
export function entryPayload(kind: EntryKind, draft: EntryDraft, canHide: boolean) {
  return {
    name: draft.name.trim(),
    description: draft.description.trim(),
    ...(kind === 'skill' ? { level: parseLevel(draft.level) ?? undefined } : {}),
    hidden: canHide ? draft.hidden : false,
  };
}

export interface SecondaryDraft {
  name: string;
  /** Optional; '' when not given. */
  age: string;
  race: string;
  gender: string;
  magic: string;
}

export const EMPTY_SECONDARY: SecondaryDraft = { name: '', age: '', race: '', gender: '', magic: '' };

export type SecondaryErrors = Partial<Record<keyof SecondaryDraft, string>>;

/** The creation form's error of each field, in the form's order: name, race, gender and magic required; age optional. */
export function secondaryErrors(draft: SecondaryDraft): SecondaryErrors {
  const errors: SecondaryErrors = {};
  const name = draft.name.trim();
  const length = charCount(name);
  if (!name) errors.name = MESSAGES.nameRequired;
  else if (length < LIMITS.nameMinChars || length > LIMITS.nameMaxChars) errors.name = MESSAGES.nameLength;
  if (draft.age.trim() !== '' && parseAge(draft.age) === null) errors.age = MESSAGES.age;
  if (!draft.race) errors.race = MESSAGES.raceRequired;
  if (!draft.gender) errors.gender = MESSAGES.genderRequired;
  if (!draft.magic) errors.magic = MESSAGES.magicRequired;
  return errors;
}

/** The creation form's first error, or null. */
export function secondaryError(draft: SecondaryDraft): string | null {
  return Object.values(secondaryErrors(draft))[0] ?? null;
}

/** The creation payload (after `secondaryError` said null). */
export function secondaryPayload(userId: number, draft: SecondaryDraft) {
  const age = parseAge(draft.age);
  return {
    userId,
    name: draft.name.trim(),
    race: draft.race,
    gender: draft.gender,
    magic: draft.magic,
    ...(age === null ? {} : { age }),
  };
}

/** The error for a chosen avatar file, or null: present, an image, at most 5 MB. */
export function avatarFileError(file: Pick<File, 'type' | 'size'> | null | undefined): string | null {
  if (!file) return MESSAGES.noFile;
  if (!file.type.startsWith('image/')) return MESSAGES.notAnImage;
  if (file.size > LIMITS.uploadBytes) return MESSAGES.fileTooLarge;
  return null;
}

export function isMagicChoice(value: unknown): value is (typeof MAGIC_CHOICES)[number] {
  return MAGIC_CHOICES.includes(value as (typeof MAGIC_CHOICES)[number]);
}
