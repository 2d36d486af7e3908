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

/** 'Morwena (postać główna)', 'Ilvar (postać drugoplanowa)', 'Narrator'. */
export function characterLabel(option: CharacterOption): string {
  if (option.type === 'narrator') return 'Narrator';
  return `${option.name} (${option.type === 'main' ? 'postać główna' : 'postać drugoplanowa'})`;
}

/** The name shown on the composer's character button. */
export const characterName = (option: CharacterOption): string => (option.type === 'narrator' ? 'Narrator' : option.name);

/** A stable identity of an option ('main:3', 'narrator:'). */
export const characterKey = (option: CharacterOption): string => `${option.type}:${option.id ?? ''}`;
