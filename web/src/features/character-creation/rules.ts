// The rules of character creation (spec 1 §4, §5). The server applies the same ones
// (core/src/characters/models.rs), so the wizard never sends what the API refuses.
import type { CreatedCharacterBody } from '@mrok/sdk';

export const GENDERS = ['Kobieta', 'Mężczyzna'] as const;
export type Gender = (typeof GENDERS)[number];

export const RACES = ['Człowiek', 'Wampir', 'Wilkołak'] as const;
export type Race = (typeof RACES)[number];

export const NAME_MIN_CHARS = 3;
export const NAME_MAX_CHARS = 30;

export const FIELDS_REQUIRED = 'Uzupełnij wszystkie pola!';
export const NAME_LENGTH = 'Imię postaci musi mieć od 3 do 30 znaków';

export const STEPS = ['Imię', 'Rasa', 'Podsumowanie'] as const;
export type StepIndex = 0 | 1 | 2;

export interface CharacterDraft {
  name: string;
  gender: Gender | null;
  race: Race | null;
}

export const EMPTY_DRAFT: CharacterDraft = { name: '', gender: null, race: null };

/** The trimmed name's length in characters (a Polish letter counts as one, like on the server). */
export function nameLength(name: string): number {
  return [...name.trim()].length;
}

/** The name-length error, or null (an empty name is the 'all fields' error, not this one). */
export function nameError(name: string): string | null {
  const length = nameLength(name);
  if (length === 0) return FIELDS_REQUIRED;
  return length < NAME_MIN_CHARS || length > NAME_MAX_CHARS ? NAME_LENGTH : null;
}

/** The error that blocks creating the character, or null when it may be sent. */
export function validateCharacter(draft: CharacterDraft): string | null {
  if (!draft.name.trim() || !draft.gender || !draft.race) return FIELDS_REQUIRED;
  return nameError(draft.name);
}

/** Whether 'Dalej' is enabled: a name and a gender on step 1, a race on step 2. */
export function canAdvance(step: StepIndex, draft: CharacterDraft): boolean {
  if (step === 0) return Boolean(draft.name.trim() && draft.gender);
  if (step === 1) return Boolean(draft.race);
  return false;
}

/** The error that keeps the player on `step` when they press 'Dalej', or null to move on. */
export function stepError(step: StepIndex, draft: CharacterDraft): string | null {
  if (!canAdvance(step, draft)) return FIELDS_REQUIRED;
  return step === 0 ? nameError(draft.name) : null;
}

/** Whether the create answer is the one the API documents (a created character). */
export function isCreatedCharacter(answer: unknown): answer is CreatedCharacterBody {
  if (typeof answer !== 'object' || answer === null) return false;
  const body = answer as Record<string, unknown>;
  return typeof body.user === 'string' && body.user.trim() !== '';
}

export function isGender(value: unknown): value is Gender {
  return GENDERS.includes(value as Gender);
}

export function isRace(value: unknown): value is Race {
  return RACES.includes(value as Race);
}
