// The characters one can write as: the main character, each secondary one, or the Narrator.

export type CharacterType = 'main' | 'secondary' | 'narrator';

export interface CharacterOption {
  type: CharacterType;
  /** The character's id; null for the Narrator. */
  id: number | null;
  name: string;
  avatar?: string | null;
}

export const NARRATOR_OPTION: CharacterOption = { type: 'narrator', id: null, name: 'Narrator' };

/** The site's one word for each kind of character (the profile says 'postać poboczna' too). */
export const CHARACTER_TYPE_LABELS: Record<CharacterType, string> = {
  main: 'postać główna',
  secondary: 'postać poboczna',
  narrator: 'narrator',
};

/** 'Morwena (postać główna)', 'Ilvar (postać poboczna)', 'Narrator'. */
export function characterLabel(option: CharacterOption): string {
  if (option.type === 'narrator') return 'Narrator';
  return `${option.name} (${CHARACTER_TYPE_LABELS[option.type]})`;
}

/** The name shown on the composer's character button. */
export const characterName = (option: CharacterOption): string => (option.type === 'narrator' ? 'Narrator' : option.name);

/** A stable identity of an option ('main:3', 'narrator:'). */
export const characterKey = (option: CharacterOption): string => `${option.type}:${option.id ?? ''}`;
