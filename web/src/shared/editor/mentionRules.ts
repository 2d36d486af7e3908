// @mention completion (issue 40), the tiptap-free part: when a typed `@…` asks for names, what
// it asks, what a pick writes. The server reads `@Name` in the text (docs/decisions/notifications.md,
// "Mentions"): `@` at the start or after a character that is no letter or digit, then the name.
// The editor part is mentions.ts; the list is MentionList.tsx.
import type { CharacterSuggestion } from '@mrok/sdk';
import { PICKER_TEXTS, SUGGEST_DEBOUNCE_MS, SUGGEST_MAX_CHARS, SUGGEST_MIN_CHARS } from '../components/UserIdPicker';

/** Turns the completion on; `session` lists that session's participants first. */
export interface MentionOptions {
  session?: number;
}

/** The texts of the list, those of the character picker (UserIdPicker). */
export const MENTION_TEXTS = {
  suggestions: PICKER_TEXTS.suggestions,
  secondary: PICKER_TEXTS.secondary,
  noCharacter: PICKER_TEXTS.noCharacter,
} as const;

/** Letters typed after `@` before names are looked up. */
export const MENTION_MIN_LETTERS = SUGGEST_MIN_CHARS;
/** Typing settles this long before the server is asked. */
export const MENTION_DEBOUNCE_MS = SUGGEST_DEBOUNCE_MS;
/** Names in the list at most. */
export const MENTION_LIMIT = 8;

/** A name's word as the server reads it: letters, digits, and - ' . ’ inside. */
const WORD = /^[\p{L}\p{N}][\p{L}\p{N}\-'.’]*$/u;

/**
 * What to look up for the text typed after `@` (up to the caret): the word without trailing
 * punctuation, when it has at least two letters and is no longer than a name; else null.
 */
export function mentionTerm(query: string): string | null {
  if (!WORD.test(query)) return null;
  const term = query.replace(/[\-'.’]+$/u, '');
  const letters = term.match(/\p{L}/gu)?.length ?? 0;
  if (letters < MENTION_MIN_LETTERS || [...term].length > SUGGEST_MAX_CHARS) return null;
  return term;
}

/** Whether a `@` after this character starts a mention ('' is the start of a paragraph). */
export const startsMention = (before: string) => !/[\p{L}\p{N}]/u.test(before);

/** What a pick writes: the name exactly as stored, then a space. */
export const mentionText = (name: string) => `@${name} `;

/** Lower case without diacritics ('Żmijan' → 'zmijan', 'Łucja' → 'lucja'), as the search compares. */
export function foldName(text: string): string {
  return text
    .toLowerCase()
    .replace(/ł/g, 'l')
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
}

/** Whether the name, or one of its words, starts with `term` (case and diacritics aside). */
export function nameMatches(name: string, term: string): boolean {
  const folded = foldName(name);
  const wanted = foldName(term);
  return folded.startsWith(wanted) || folded.split(/\s+/).some((word) => word.startsWith(wanted));
}

/** What the editor's completion shows; null when closed. */
export interface MentionView {
  /** The text after `@`, as typed. */
  query: string;
  items: CharacterSuggestion[];
  /** A search for `query` is on its way. */
  loading: boolean;
  /** The last search for `query` failed (429 or another error): the list closes quietly. */
  failed: boolean;
  /** Where the `@…` is on screen. */
  rect: () => DOMRect | null;
  /** Replaces the `@…` with the character's `@Name `. */
  pick: (character: CharacterSuggestion) => void;
}

/** How the editor's plugin and the list talk: the plugin shows views and hands keys over. */
export interface MentionBridge {
  show: (view: MentionView | null) => void;
  /** A key pressed while an `@…` is being completed; true when the list took it. */
  keyDown: (event: KeyboardEvent) => boolean;
}

/** Looks characters up (the SDK's suggestCharacters); aborted when its answer is stale. */
export type MentionSearch = (term: string, signal: AbortSignal) => Promise<CharacterSuggestion[]>;
