// The pure rules of the session view (spec 2 §2, §4, §5, §8): who may do what, which page of
// messages shows, the one-at-a-time message edit, the add-participant checks and the error texts.
// No React, no calls: the components and their tests share these.
import { ApiError } from '@mrok/sdk';
import { errorMessage } from '@/lib/api';
import { NARRATOR_OPTION, type CharacterOption } from '@/shared/composer/characterOptions';
import { pageCount } from '@/shared/sessions/api';
import type { CurrentCharacter } from '@/shared/sessions/api';
import type { SessionMessage, SessionRow } from '@/shared/sessions/model';

export const VIEW_TEXTS = {
  notParticipant: 'Nie jesteś uczestnikiem tej sesji. Możesz przeglądać wiadomości, ale nie możesz pisać.',
  closed: 'Ta sesja została zamknięta – nie można już dodawać wiadomości.',
  empty: 'Brak wiadomości w tej sesji.',
  newMessages: 'Nowe wiadomości',
  notFound: 'Nie znaleziono sesji',
  backToList: 'Wróć do listy sesji',
  loading: 'Ładowanie sesji...',
  loadError: 'Nie udało się wczytać sesji',
  active: 'Aktywna',
  closedBadge: 'Zamknięta',
  edited: '(edytowano)',
  edit: 'Edytuj',
  save: 'Zapisz',
  cancel: 'Anuluj',
  download: 'Pobierz',
  changeCharacter: 'Zmień postać',
  addMembers: 'Dodaj uczestników',
  removeMember: 'Usuń uczestnika',
  closeSession: 'Zamknij sesję',
  charactersError: 'Nie udało się pobrać listy postaci',
  changeCharacterError: 'Błąd podczas zmiany postaci',
  changeCharacterNetworkError: 'Wystąpił błąd podczas zmiany postaci',
  editError: 'Błąd podczas edycji wiadomości!',
  emptyMessage: 'Wiadomość nie może być pusta.',
  sendError: 'Błąd podczas wysyłania wiadomości',
  writeForbidden: 'Nie masz uprawnień do pisania w tej sesji. Tylko zaproszeni użytkownicy mogą dodawać wiadomości.',
  addError: 'Błąd podczas dodawania członków',
  removeError: 'Błąd podczas usuwania członka',
  closeError: 'Błąd podczas zamykania sesji.',
  closeNetworkError: 'Błąd sieci podczas zamykania sesji.',
  downloadError: 'Brak danych sesji do pobrania',
  nobodyToRemove: 'Brak uczestników do usunięcia (poza właścicielem sesji).',
} as const;

/** The route's session id, or null when it is not a positive whole number. */
export function parseSessionId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Whether the router state says the view was opened from the archive (no seen-marking then). */
export function openedFromArchive(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { fromArchive?: unknown }).fromArchive === true;
}

// ---------------------------------------------------------------------------------------------
// Permissions

export interface ViewPermissions {
  owner: boolean;
  participant: boolean;
  /** Composer, 'Zmień postać': a participant of an open session. */
  canWrite: boolean;
  /** Owner tools: general sessions get add / remove / close, private ones only close. */
  canAddMembers: boolean;
  canRemoveMembers: boolean;
  canClose: boolean;
}

export function viewPermissions(session: Pick<SessionRow, 'kind' | 'ownerId' | 'isParticipant' | 'closed'>, userId: number | null): ViewPermissions {
  const owner = userId !== null && session.ownerId === userId;
  const participant = session.isParticipant;
  return {
    owner,
    participant,
    canWrite: participant && !session.closed,
    canAddMembers: owner && session.kind === 'general',
    canRemoveMembers: owner && session.kind === 'general',
    canClose: owner && !session.closed,
  };
}

/** Only the author edits, and only while they take part in an open session (the server agrees). */
export function canEditMessage(message: Pick<SessionMessage, 'authorId'>, userId: number | null, canWrite: boolean): boolean {
  return canWrite && userId !== null && message.authorId === userId;
}

// ---------------------------------------------------------------------------------------------
// Pages

/**
 * The page shown: the chosen one (kept within the pages there are), or the last one when none is
 * chosen (opening the session, after sending).
 */
export function resolvePage(chosen: number | null, messageCount: number): number {
  const pages = pageCount(messageCount);
  if (chosen === null) return pages;
  return Math.min(Math.max(1, Math.floor(chosen)), pages);
}

/** The first message a participant has not seen yet, and the page it is on. */
export interface FirstUnread {
  page: number;
  messageId: number;
}

/** How many pages back the opening looks for the first unread message (20 messages each). */
export const UNREAD_SEARCH_PAGES = 10;

/**
 * Where a session opens for a participant who last saw it at `seen` (ms): the first message after
 * that by someone else, read back from the last of `pages` pages until a page starts with
 * something already seen (at most UNREAD_SEARCH_PAGES pages); null when nothing is new.
 */
export async function findFirstUnread(
  readPage: (page: number) => Promise<SessionMessage[]>,
  pages: number,
  seen: number,
  viewerId: number | null,
): Promise<FirstUnread | null> {
  let found: FirstUnread | null = null;
  for (let page = pages; page >= 1 && pages - page < UNREAD_SEARCH_PAGES; page--) {
    const messages = await readPage(page);
    const unread = messages.filter((m) => Date.parse(m.createdAt) > seen && m.authorId !== viewerId);
    if (unread.length === 0) break;
    found = { page, messageId: unread[0].id };
    if (messages.length > 0 && Date.parse(messages[0].createdAt) <= seen) break;
  }
  return found;
}

/** What to remember when the player picks a page: picking the last one follows new pages again. */
export function choosePage(page: number, messageCount: number): number | null {
  return page >= pageCount(messageCount) ? null : Math.max(1, page);
}

export const showPagination = (messageCount: number): boolean => pageCount(messageCount) > 1;

// ---------------------------------------------------------------------------------------------
// Editing one message at a time

export interface EditState {
  /** The message being edited, or null. */
  messageId: number | null;
  html: string;
  saving: boolean;
  error: string | null;
}

export type EditAction =
  | { type: 'start'; messageId: number; html: string }
  | { type: 'change'; html: string }
  | { type: 'saving' }
  | { type: 'failed'; error: string }
  | { type: 'saved' }
  | { type: 'cancel' };

export const NO_EDIT: EditState = { messageId: null, html: '', saving: false, error: null };

export function editReducer(state: EditState, action: EditAction): EditState {
  switch (action.type) {
    case 'start':
      // One at a time: another message's edit must be saved or cancelled first.
      if (state.messageId !== null) return state;
      return { messageId: action.messageId, html: action.html, saving: false, error: null };
    case 'change':
      if (state.messageId === null || state.saving) return state;
      return { ...state, html: action.html, error: null };
    case 'saving':
      if (state.messageId === null) return state;
      return { ...state, saving: true, error: null };
    case 'failed':
      if (state.messageId === null) return state;
      return { ...state, saving: false, error: action.error };
    case 'saved':
      return NO_EDIT;
    case 'cancel':
      return state.saving ? state : NO_EDIT;
  }
}

// ---------------------------------------------------------------------------------------------
// Adding participants

export const ADD_MEMBER_TEXTS = {
  invalidId: 'Podaj prawidłowe ID',
  alreadyParticipant: 'Ten użytkownik już jest uczestnikiem sesji',
  alreadyPending: 'Ten użytkownik już jest na liście do dodania',
  notFound: 'Nie znaleziono użytkownika o takim ID',
} as const;

/** The ID field accepts digits only: anything else typed or pasted is dropped. */
export const digitsOnly = (value: string): string => value.replace(/\D/g, '');

export type CandidateCheck = { ok: true; id: number } | { ok: false; error: string };

/** The checks before looking the account up: a valid id, not taking part, not already listed. */
export function checkCandidate(raw: string, participantIds: readonly number[], pendingIds: readonly number[]): CandidateCheck {
  const id = parseSessionId(raw.trim());
  if (id === null) return { ok: false, error: ADD_MEMBER_TEXTS.invalidId };
  if (participantIds.includes(id)) return { ok: false, error: ADD_MEMBER_TEXTS.alreadyParticipant };
  if (pendingIds.includes(id)) return { ok: false, error: ADD_MEMBER_TEXTS.alreadyPending };
  return { ok: true, id };
}

// ---------------------------------------------------------------------------------------------
// Characters

/** The current character as a picker option. */
export function toCharacterOption(current: CurrentCharacter): CharacterOption {
  return current.type === 'narrator'
    ? NARRATOR_OPTION
    : { type: current.type, id: current.id, name: current.name, avatar: current.avatar };
}

// ---------------------------------------------------------------------------------------------
// Error texts

/** A failed character change: the server's message, else its fallback; no answer at all, the other. */
export function changeCharacterErrorText(error: unknown): string {
  return error instanceof ApiError
    ? errorMessage(error, VIEW_TEXTS.changeCharacterError)
    : VIEW_TEXTS.changeCharacterNetworkError;
}

/** A failed close: the server's message or its fallback; the network one when nothing answered. */
export function closeErrorText(error: unknown): string {
  return error instanceof ApiError ? errorMessage(error, VIEW_TEXTS.closeError) : VIEW_TEXTS.closeNetworkError;
}
