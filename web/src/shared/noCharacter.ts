// What the home area tells an account without a character (an admin reading the game): the
// shell's line over every page, and the short hint where a writing field would be. Reading needs
// no character, writing does (the server refuses with 'Najpierw stwórz postać.').
import type { CharacterCheckBody } from '@mrok/sdk';

export const NO_CHARACTER_TEXTS = {
  banner:
    'Nie masz postaci: jako administrator czytasz grę i zarządzasz treściami (świat, bestiariusz, wieści), ale nie piszesz w sesjach, karczmie, wiadomościach ani komentarzach.',
  comments: 'Nie masz postaci: czytasz komentarze, ale ich nie piszesz.',
} as const;

/** The character check said the account has none (unknown while the check has not answered). */
export const lacksCharacter = (check: CharacterCheckBody | undefined): boolean => check?.hasCharacter === false;
