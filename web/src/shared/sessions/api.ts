// The session calls of spec 2 §7 behind one interface: `sessionApi(kind)` picks the general or
// private paths and maps their answers to the shared model.
import {
  GeneralSessionsService,
  PrivateSessionsService,
  type UnreadSessionBody,
  type CurrentCharacterBody,
  type ParticipantCharacterBody,
} from '@mrok/sdk';
import '@/lib/api';
import {
  type CharacterChoice,
  type SessionKind,
  type SessionMessage,
  type SessionRow,
  fromGeneral,
  fromGeneralMessage,
  fromPrivate,
  fromPrivateDetail,
  fromPrivateMessage,
} from './model';

/** Messages per page in the session view (spec 2 §9). */
export const MESSAGES_PER_PAGE = 20;
/** The largest page the server answers (core's `MAX_PAGE_SIZE`): the download reads in these. */
export const LARGEST_MESSAGE_PAGE = 50;

/**
 * Every message, oldest first, read page by page: the server never answers a whole long session
 * at once. A page past the end answers the last page again, so a page with nothing new ends it.
 */
export async function everyMessage(readPage: (page: number) => Promise<SessionMessage[]>): Promise<SessionMessage[]> {
  const all: SessionMessage[] = [];
  for (let page = 1; ; page += 1) {
    const batch = await readPage(page);
    const newest = all.length ? all[all.length - 1].id : -Infinity;
    const fresh = batch.filter((m) => m.id > newest);
    all.push(...fresh);
    if (batch.length < LARGEST_MESSAGE_PAGE || fresh.length === 0) return all;
  }
}

export interface NewSession {
  title: string;
  userIds: number[];
  character: CharacterChoice;
  /** The first message's HTML ('' for none). */
  message: string;
}

export interface CurrentCharacter extends CharacterChoice {
  avatar: string | null;
}

/** Account id → the character that participant writes as. */
export type ParticipantsCharacters = Record<string, ParticipantCharacterBody>;

/** One page of a kind's open (or archived) sessions, most recently active first (issue 15). */
export interface SessionPage {
  rows: SessionRow[];
  /** Every open (or archived) session of the kind the player may see, on all pages. */
  total: number;
  /** 1-based; a page past the end has no rows. */
  page: number;
  /** Sessions a page (the server's, 20). */
  pageSize: number;
}

/** A session the server says the player takes part in and has not seen since its last activity. */
export interface UnreadEntry {
  id: number;
  lastActivity: string;
}

/** GET /api/sessions/unread: the sidebar dots' poll, both kinds in one small answer. */
export type UnreadSummary = Record<SessionKind, UnreadEntry[]>;

export interface SessionApi {
  kind: SessionKind;
  /** One page of the open sessions (1-based). */
  page(page: number): Promise<SessionPage>;
  /** One page of the closed sessions, the archive (1-based). */
  archivePage(page: number): Promise<SessionPage>;
  /** The session with its participants and message count. */
  detail(id: number): Promise<SessionRow>;
  /** One page of messages (1-based; `undefined` is the last page). */
  messagesPage(id: number, page: number | undefined): Promise<SessionMessage[]>;
  /** Every message, for the download. */
  allMessages(id: number): Promise<SessionMessage[]>;
  /** Account id → the character that participant writes as. */
  participantsCharacters(id: number): Promise<ParticipantsCharacters>;
  create(session: NewSession): Promise<number>;
  post(id: number, html: string, asNarrator: boolean): Promise<SessionMessage>;
  edit(id: number, messageId: number, html: string): Promise<SessionMessage>;
  close(id: number): Promise<void>;
  reopen(id: number): Promise<void>;
  /** General sessions only. */
  addMembers(id: number, userIds: number[]): Promise<void>;
  /** General sessions only. */
  removeMember(id: number, userId: number): Promise<void>;
  seen(id: number, seenAt: string): Promise<void>;
  myCharacter(id: number): Promise<CurrentCharacter>;
  changeCharacter(id: number, choice: CharacterChoice): Promise<CurrentCharacter>;
}

function current(c: CurrentCharacterBody): CurrentCharacter {
  return { type: c.character_type, id: c.character_id ?? null, name: c.character_name, avatar: c.character_avatar ?? null };
}

function characterFields(choice: CharacterChoice) {
  return { characterType: choice.type, characterId: choice.type === 'narrator' ? undefined : (choice.id ?? undefined) };
}

const general: SessionApi = {
  kind: 'general',
  page: async (page) => {
    const answer = await GeneralSessionsService.generalSessionsPage({ page });
    return { rows: answer.sessions.map(fromGeneral), total: answer.total, page: answer.page, pageSize: answer.pageSize };
  },
  archivePage: async (page) => {
    const answer = await GeneralSessionsService.generalSessionsArchivePage({ page });
    return { rows: answer.sessions.map(fromGeneral), total: answer.total, page: answer.page, pageSize: answer.pageSize };
  },
  detail: async (id) => fromGeneral(await GeneralSessionsService.getGeneralSession({ id })),
  messagesPage: async (id, page) =>
    (await GeneralSessionsService.getGeneralSessionMessages({ id, page, limit: MESSAGES_PER_PAGE })).messages.map(fromGeneralMessage),
  allMessages: (id) =>
    everyMessage(async (page) =>
      (await GeneralSessionsService.getGeneralSessionMessages({ id, page, limit: LARGEST_MESSAGE_PAGE })).messages.map(fromGeneralMessage),
    ),
  participantsCharacters: (id) => GeneralSessionsService.generalSessionParticipantsCharacters({ id }),
  create: async ({ title, userIds, character, message }) =>
    (
      await GeneralSessionsService.createGeneralSession({
        requestBody: { title, users: userIds, ...characterFields(character), message: message || undefined },
      })
    ).id,
  post: async (id, html, asNarrator) =>
    fromGeneralMessage(
      await GeneralSessionsService.postGeneralSessionMessage({ id, requestBody: { message: html, isNarrator: asNarrator } }),
    ),
  edit: async (id, messageId, html) =>
    fromGeneralMessage(await GeneralSessionsService.editGeneralSessionMessage({ id, messageId, requestBody: { message: html } })),
  close: async (id) => void (await GeneralSessionsService.closeGeneralSession({ id })),
  reopen: async (id) => void (await GeneralSessionsService.reopenGeneralSession({ id })),
  addMembers: async (id, userIds) => void (await GeneralSessionsService.addGeneralSessionMembers({ id, requestBody: { userIds } })),
  removeMember: async (id, userId) => void (await GeneralSessionsService.removeGeneralSessionMember({ id, userId })),
  seen: async (id, seenAt) => void (await GeneralSessionsService.markGeneralSessionSeen({ id, requestBody: { seenAt } })),
  myCharacter: async (id) => current(await GeneralSessionsService.getGeneralSessionCharacter({ id })),
  changeCharacter: async (id, choice) =>
    current(await GeneralSessionsService.changeGeneralSessionCharacter({ id, requestBody: characterFields(choice) })),
};

const unsupported = () => Promise.reject(new Error('Sesje prywatne nie mają tej operacji'));

const privateSessions: SessionApi = {
  kind: 'private',
  page: async (page) => {
    const answer = await PrivateSessionsService.privateSessionsPage({ page });
    return { rows: answer.sessions.map((s) => fromPrivate(s)), total: answer.total, page: answer.page, pageSize: answer.pageSize };
  },
  archivePage: async (page) => {
    const answer = await PrivateSessionsService.privateSessionsArchivePage({ page });
    return { rows: answer.sessions.map((s) => fromPrivate(s)), total: answer.total, page: answer.page, pageSize: answer.pageSize };
  },
  // limit=1: the session and participants, without carrying every message.
  detail: async (id) => fromPrivateDetail(await PrivateSessionsService.getPrivateSession({ id, page: 1, limit: 1 })),
  messagesPage: async (id, page) =>
    (await PrivateSessionsService.getPrivateSessionMessages({ id, page, limit: MESSAGES_PER_PAGE })).messages.map(fromPrivateMessage),
  allMessages: (id) =>
    everyMessage(async (page) =>
      (await PrivateSessionsService.getPrivateSessionMessages({ id, page, limit: LARGEST_MESSAGE_PAGE })).messages.map(fromPrivateMessage),
    ),
  participantsCharacters: (id) => PrivateSessionsService.privateSessionParticipantsCharacters({ id }),
  create: async ({ title, userIds, character, message }) =>
    (
      await PrivateSessionsService.createPrivateSession({
        requestBody: { title, participantIds: userIds, ...characterFields(character), message: message || undefined },
      })
    ).id,
  post: async (id, html, asNarrator) =>
    fromPrivateMessage(
      await PrivateSessionsService.postPrivateSessionMessage({ id, requestBody: { message: html, isNarrator: asNarrator } }),
    ),
  edit: async (id, messageId, html) =>
    fromPrivateMessage(await PrivateSessionsService.editPrivateSessionMessage({ id, messageId, requestBody: { message: html } })),
  close: async (id) => void (await PrivateSessionsService.closePrivateSession({ id })),
  reopen: async (id) => void (await PrivateSessionsService.reopenPrivateSession({ id })),
  addMembers: unsupported,
  removeMember: unsupported,
  seen: async (id, seenAt) => void (await PrivateSessionsService.markPrivateSessionSeen({ id, requestBody: { seenAt } })),
  myCharacter: async (id) => current(await PrivateSessionsService.getPrivateSessionCharacter({ id })),
  changeCharacter: async (id, choice) =>
    current(await PrivateSessionsService.changePrivateSessionCharacter({ id, requestBody: characterFields(choice) })),
};

const unreadEntry = (e: UnreadSessionBody): UnreadEntry => ({ id: e.id, lastActivity: e.lastActivity });

/** GET /api/sessions/unread (the SDK files it with the general sessions). */
export async function unreadSessions(): Promise<UnreadSummary> {
  const answer = await GeneralSessionsService.unreadSessions({});
  return { general: answer.general.map(unreadEntry), private: answer.private.map(unreadEntry) };
}

export function sessionApi(kind: SessionKind): SessionApi {
  return kind === 'general' ? general : privateSessions;
}

/** Pages of `count` messages (at least one). */
export function pageCount(count: number): number {
  return Math.max(1, Math.ceil(count / MESSAGES_PER_PAGE));
}
