// The one dataProvider of the back office: react-admin's getList/getOne/update for `users` and
// `characters`, getList for `sessions`, getList/getOne/create/update/delete for `tavernRooms`,
// getList/getOne/create (send) for `globalMessages`, getList for `globalMessageReaders` (its
// `messageId` filter required) and getList/getOne/create/update/delete for `residentMessages`
// (at most 100, read whole), getList for `auditLog` (newest first, filtered by `actorId` and
// `action`), getList/getOne/create/update for `news` (archived ones too; posted and edited through
// the feed's own calls, then read back) and getList/create/delete for `tavernEvents` (the whole
// board, past events too; added and removed through the tavern's own calls), getList/getOne for
// `reports` (the players with session reports and their counts, read whole and paged here) and
// getList/update for `sessionReports` (one player's reports, its `userId` filter required; an
// update is the admin's decision), getList/getOne/create/update/delete for `arenaMonsters` and
// `equipmentArchetypes` (the arena's monsters and weapon and armor archetypes, read whole and
// paged here), mapped onto the SDK, one table of calls per method. Paging becomes
// `_start`/`_end`, sorting `_sort`/`_order`, the search box's `q` filter `q`, the sessions' kind
// filter `kind`; the characters' `approval: 'waiting'` filter is the approval queue (see
// approvalQueue). Every failure becomes an HttpError carrying the server's Polish message (or the
// action's fallback, see failureFallback) and status, so notifications read well and checkError
// sees a 401.
import {
  AdminService,
  AnnouncementsService,
  ModerationService,
  NewsService,
  ReportsService,
  TavernService,
  type AdminArchetypeBody,
  type AdminArchetypeForm,
  type AdminCharacterBody,
  type AdminGlobalMessageBody,
  type AdminGlobalMessageReaderBody,
  type AdminMonsterBody,
  type AdminMonsterForm,
  type AdminNewsBody,
  type AdminSessionBody,
  type AdminTavernEventBody,
  type AdminTavernRoomBody,
  type AdminTavernRoomForm,
  type AdminUserBody,
  type AuditEntry,
  type NewTavernEvent,
  type NewsForm,
  type ReportDecision,
  type ReportingPlayer,
  type ResidentMessage,
  type SessionReportForAdmins,
  type TavernEvent,
} from '@mrok/sdk';
import {
  HttpError,
  type CreateParams,
  type CreateResult,
  type DataProvider,
  type DeleteParams,
  type DeleteResult,
  type GetListParams,
  type GetListResult,
  type GetOneParams,
  type GetOneResult,
  type UpdateParams,
  type UpdateResult,
} from 'react-admin';
import { i18nProvider } from '../i18n/i18nProvider';
import { adminError, errorMessage, errorStatus, fetchFailure, serverFailure, type Fallback } from '../lib/api';
import { REVIEW_FAILED } from '../reports/labels';
import { isRole } from '../lib/session';
import { isPrimaryStat } from '../lib/stats';
import { isSessionKind, type SessionKind } from '../sessions/labels';

/** The resources the API serves to the back office. */
export const RESOURCES = [
  'users',
  'characters',
  'sessions',
  'tavernRooms',
  'tavernEvents',
  'news',
  'globalMessages',
  'globalMessageReaders',
  'residentMessages',
  'auditLog',
  'reports',
  'sessionReports',
  'arenaMonsters',
  'equipmentArchetypes',
] as const;
export type ResourceName = (typeof RESOURCES)[number];

/** The record of each resource, as the API returns it. */
export interface ResourceRecord {
  users: AdminUserBody;
  characters: AdminCharacterBody;
  sessions: AdminSessionBody;
  tavernRooms: AdminTavernRoomBody;
  /** As listed; one just added is what the tavern's call answers (no author or time yet). */
  tavernEvents: AdminTavernEventBody | TavernEvent;
  news: AdminNewsBody;
  globalMessages: AdminGlobalMessageBody;
  globalMessageReaders: AdminGlobalMessageReaderBody;
  residentMessages: ResidentMessage;
  auditLog: AuditEntry;
  /** A player with reports (the record's id is the account's). */
  reports: ReportingPlayer;
  sessionReports: SessionReportForAdmins;
  arenaMonsters: AdminMonsterBody;
  equipmentArchetypes: AdminArchetypeBody;
}

/** The fields the API sorts each resource by; a column sorted by anything else is not sortable. */
export const SORT_FIELDS: { readonly [R in ResourceName]: readonly string[] } = {
  users: ['id', 'email', 'role', 'createdAt', 'lastSeenAt'],
  characters: ['id', 'name', 'race', 'approved', 'createdAt'],
  sessions: ['id', 'title', 'createdAt', 'lastActivity', 'messageCount'],
  // At most 50, all on one page in the players' order.
  tavernRooms: [],
  // The latest date first, always.
  tavernEvents: [],
  // Newest first, always.
  news: [],
  globalMessages: [],
  globalMessageReaders: [],
  residentMessages: [],
  // Newest first, always; never changed.
  auditLog: [],
  // In the API's order.
  reports: [],
  sessionReports: [],
  // The weakest first; weapons, then armors. At most 100 and 60, one page.
  arenaMonsters: [],
  equipmentArchetypes: [],
};

export const UNSUPPORTED_MESSAGE = 'Ta operacja nie jest dostępna w panelu administracyjnym.';
export const UNKNOWN_ROLE_MESSAGE = 'Nieznana rola. Wybierz mieszkańca, administratora albo mistrza gry.';
export const BAD_APPROVAL_MESSAGE = 'Nie wiadomo, czy postać ma zostać zaakceptowana.';
export const ROOM_NAME_MESSAGE = 'Podaj nazwę pokoju.';
export const ANNOUNCEMENT_REQUIRED_MESSAGE = 'Tytuł i treść wiadomości nie mogą być puste';
export const NO_MESSAGE_MESSAGE = 'Nie wiadomo, czyje odczytania pokazać.';
export const RESIDENT_MESSAGE_REQUIRED = 'Tytuł i treść komunikatu nie mogą być puste';
export const RESIDENT_MESSAGE_NOT_FOUND = 'Nie znaleziono komunikatu.';
/** The feed's and the tavern's own words (spec 2 §2; the server says the same). */
export const NEWS_REQUIRED_MESSAGE = 'Tytuł i treść nie mogą być puste!';
export const EVENT_TITLE_MESSAGE = 'Podaj tytuł wydarzenia.';
export const EVENT_DATE_MESSAGE = 'Podaj prawidłową datę wydarzenia (RRRR-MM-DD).';
/** The session reports' words (spec 3 §5, §8; the server says the same). */
export const NO_PLAYER_MESSAGE = 'Nie wiadomo, czyje zgłoszenia pokazać.';
export const NO_REPORTS_MESSAGE = 'Ten użytkownik nie ma żadnych zgłoszeń.';
export const NOT_A_DECISION_MESSAGE = 'Zgłoszenie można tylko zaakceptować albo odrzucić.';
export const COMMENT_REQUIRED_MESSAGE = 'Komentarz jest wymagany przy odrzucaniu zgłoszenia';
/** The arena's words (the server says the same). */
export const ARENA_NAME_MESSAGE = 'Nazwa jest wymagana.';
export const ARENA_NUMBERS_MESSAGE = 'Liczby są poza dozwolonym zakresem.';
export const ARCHETYPE_KIND_MESSAGE = 'Nieznany rodzaj ekwipunku — broń (weapon) albo zbroja (armor).';
export const PRIMARY_STAT_MESSAGE = 'Nieznana statystyka.';

export function isResource(resource: string): resource is ResourceName {
  return (RESOURCES as readonly string[]).includes(resource);
}

function unknownResource(resource: string): HttpError {
  return new HttpError(`Nieznany zasób: ${resource}.`, 404);
}

/** The list query of one page, as the SDK's list calls take it. */
export interface ListQuery {
  start: number;
  end: number;
  sort?: string;
  order?: 'ASC' | 'DESC';
  q?: string;
  /** Sessions only: `general` or `private`. */
  kind?: SessionKind;
  /** Readers of a global message only: whose readers. */
  messageId?: number;
  /** The audit log only: whose writes, and which operation. */
  actorId?: number;
  action?: string;
  /** Characters only: the approval queue. */
  approval?: 'waiting';
  /** Session reports only: whose reports. */
  userId?: number;
}

/** Maps react-admin's list parameters onto the API's `_start`, `_end`, `_sort`, `_order`, `q`
 * and, for sessions, `kind` (anything but `general` or `private` is left out). */
export function listQuery(resource: ResourceName, params: GetListParams): ListQuery {
  const page = Math.max(1, params.pagination?.page ?? 1);
  const perPage = Math.max(1, params.pagination?.perPage ?? 25);
  const query: ListQuery = { start: (page - 1) * perPage, end: page * perPage };
  const field = params.sort?.field;
  if (field && SORT_FIELDS[resource].includes(field)) {
    query.sort = field;
    query.order = params.sort?.order === 'DESC' ? 'DESC' : 'ASC';
  }
  const filter = (typeof params.filter === 'object' && params.filter !== null ? params.filter : {}) as {
    q?: unknown;
    kind?: unknown;
    messageId?: unknown;
    actorId?: unknown;
    action?: unknown;
    approval?: unknown;
    userId?: unknown;
  };
  if (typeof filter.q === 'string' && filter.q.trim()) query.q = filter.q.trim();
  if (resource === 'sessions' && isSessionKind(filter.kind)) query.kind = filter.kind;
  if (resource === 'characters' && filter.approval === 'waiting') query.approval = 'waiting';
  const messageId = Number(filter.messageId);
  if (resource === 'globalMessageReaders' && Number.isInteger(messageId) && messageId > 0) query.messageId = messageId;
  const userId = Number(filter.userId);
  if (resource === 'sessionReports' && Number.isInteger(userId) && userId > 0) query.userId = userId;
  if (resource === 'auditLog') {
    const actorId = Number(filter.actorId);
    if (Number.isInteger(actorId) && actorId > 0) query.actorId = actorId;
    if (typeof filter.action === 'string' && filter.action.trim()) query.action = filter.action.trim();
  }
  return query;
}

function recordId(id: unknown): number {
  const number = typeof id === 'number' ? id : Number(id);
  if (!Number.isInteger(number) || number <= 0) throw new HttpError('Nieprawidłowy identyfikator.', 400);
  return number;
}

type Action = 'read' | 'create' | 'update' | 'delete';

/** What a write says when the server answered without a message of its own (spec 3 §8). */
const WRITE_FAILURES: { readonly [R in ResourceName]?: { readonly [A in Exclude<Action, 'read'>]?: string } } = {
  residentMessages: {
    create: 'Wystąpił błąd podczas dodawania komunikatu',
    update: 'Wystąpił błąd podczas edycji komunikatu',
    delete: 'Wystąpił błąd podczas usuwania komunikatu',
  },
  globalMessages: { create: 'Wystąpił błąd podczas wysyłania wiadomości' },
  sessionReports: { update: REVIEW_FAILED },
};

/** The admin panel's own resources, whose error alerts start with 'Błąd: ' (spec 3 §8). */
const ADMIN_PANEL: readonly ResourceName[] = ['residentMessages', 'globalMessages'];

/** A failure's fallback: a read says 'HTTP {status}: Błąd pobierania {komunikatów…}' (the
 * resource's name in the genitive plural), a write its spec text or 'HTTP {status}: Błąd serwera'. */
function failureFallback(resource: ResourceName, action: Action): Fallback {
  if (action === 'read') return fetchFailure(i18nProvider.translate(`resources.${resource}.forcedCaseName`, { smart_count: 5 }));
  return WRITE_FAILURES[resource]?.[action] ?? serverFailure;
}

/** Runs an SDK call; a failure becomes an HttpError with the server's Polish message, the
 * action's fallback when the server answered without one, or the connection text. */
async function call<T>(resource: ResourceName, action: Action, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const text = errorMessage(error, failureFallback(resource, action));
    const message = ADMIN_PANEL.includes(resource) ? adminError(text) : text;
    throw new HttpError(message, errorStatus(error), (error as { body?: unknown })?.body);
  }
}

const unsupportedError = () => new HttpError(UNSUPPORTED_MESSAGE, 405);

/** An announcement as the form holds it: a title and plain-text content, both required. */
function announcementForm(data: unknown): { title: string; content: string } {
  const { title, content } = (typeof data === 'object' && data !== null ? data : {}) as { title?: unknown; content?: unknown };
  if (typeof title !== 'string' || !title.trim() || typeof content !== 'string' || !content.trim()) {
    throw new HttpError(ANNOUNCEMENT_REQUIRED_MESSAGE, 400);
  }
  return { title, content };
}

/** A resident message as the form holds it: a title and HTML content, both required. */
function residentForm(data: unknown): { title: string; content: string } {
  const { title, content } = (typeof data === 'object' && data !== null ? data : {}) as { title?: unknown; content?: unknown };
  if (typeof title !== 'string' || !title.trim() || typeof content !== 'string' || !content.trim()) {
    throw new HttpError(RESIDENT_MESSAGE_REQUIRED, 400);
  }
  return { title, content };
}

/** Every resident message (the API keeps at most 100 and gives them whole). */
const residentMessages = async () => (await ModerationService.adminResidentMessages()).messages;

/** A room as the form holds it: the name (required) and the description (may be empty). */
function roomForm(data: unknown): AdminTavernRoomForm {
  const { name, description } = (typeof data === 'object' && data !== null ? data : {}) as { name?: unknown; description?: unknown };
  if (typeof name !== 'string' || !name.trim()) throw new HttpError(ROOM_NAME_MESSAGE, 400);
  return { name, description: typeof description === 'string' ? description : '' };
}

/** A news item as the form holds it: a title and HTML content, both required. */
function newsForm(data: unknown): NewsForm {
  const { title, content } = (typeof data === 'object' && data !== null ? data : {}) as { title?: unknown; content?: unknown };
  if (typeof title !== 'string' || !title.trim() || typeof content !== 'string' || !content.trim()) {
    throw new HttpError(NEWS_REQUIRED_MESSAGE, 400);
  }
  return { title, content };
}

/** An event as the form holds it: a title, a date (RRRR-MM-DD), an optional time and description. */
function eventForm(data: unknown): NewTavernEvent {
  const { title, description, date, time } = (typeof data === 'object' && data !== null ? data : {}) as {
    title?: unknown;
    description?: unknown;
    date?: unknown;
    time?: unknown;
  };
  if (typeof title !== 'string' || !title.trim()) throw new HttpError(EVENT_TITLE_MESSAGE, 400);
  if (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new HttpError(EVENT_DATE_MESSAGE, 400);
  const event: NewTavernEvent = { title, date };
  if (typeof description === 'string' && description.trim()) event.description = description;
  if (typeof time === 'string' && time.trim()) event.time = time.trim().slice(0, 5);
  return event;
}

/** An admin's decision as the dialog holds it: accepted, or rejected with the comment the player
 * reads; the internal note is optional. Comments are trimmed; an empty one is none. */
export function reportDecision(data: unknown): ReportDecision {
  const { status, adminComment, internalComment } = (typeof data === 'object' && data !== null ? data : {}) as {
    status?: unknown;
    adminComment?: unknown;
    internalComment?: unknown;
  };
  if (status !== 'accepted' && status !== 'rejected') throw new HttpError(NOT_A_DECISION_MESSAGE, 400);
  const clean = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
  const decision: ReportDecision = { status, adminComment: clean(adminComment), internalComment: clean(internalComment) };
  if (status === 'rejected' && !decision.adminComment) throw new HttpError(COMMENT_REQUIRED_MESSAGE, 400);
  return decision;
}

/** A whole number from a form's field (react-admin's NumberInput gives numbers, or null when empty). */
function wholeNumber(value: unknown, min: number, max: number): number {
  const number = typeof value === 'string' && value.trim() ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isInteger(number) || number < min || number > max) {
    throw new HttpError(ARENA_NUMBERS_MESSAGE, 400);
  }
  return number;
}

const fields = (data: unknown) => (typeof data === 'object' && data !== null ? data : {}) as { [key: string]: unknown };

function arenaName(value: unknown): string {
  if (typeof value !== 'string' || !value.trim()) throw new HttpError(ARENA_NAME_MESSAGE, 400);
  return value.trim();
}

const arenaDescription = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** A monster as the form holds it, checked against the API's ranges before the call. */
export function monsterForm(data: unknown): AdminMonsterForm {
  const form = fields(data);
  return {
    name: arenaName(form.name),
    description: arenaDescription(form.description),
    level: wholeNumber(form.level, 1, 100),
    health: wholeNumber(form.health, 1, 100_000),
    attack: wholeNumber(form.attack, 1, 100_000),
    defense: wholeNumber(form.defense, 0, 100_000),
    experienceReward: wholeNumber(form.experienceReward, 1, 100_000),
  };
}

/** An archetype as the form holds it; an edit keeps the kind it had (it cannot change). */
export function archetypeForm(data: unknown, previous?: unknown): AdminArchetypeForm {
  const form = fields(data);
  const kind = form.kind ?? fields(previous).kind;
  if (kind !== 'weapon' && kind !== 'armor') throw new HttpError(ARCHETYPE_KIND_MESSAGE, 400);
  if (!isPrimaryStat(form.primaryStat)) throw new HttpError(PRIMARY_STAT_MESSAGE, 400);
  return {
    kind,
    name: arenaName(form.name),
    description: arenaDescription(form.description),
    primaryStat: form.primaryStat,
    base: wholeNumber(form.base, 0, 10_000),
    perLevel: wholeNumber(form.perLevel, 0, 10_000),
  };
}

/** The largest page the API answers. */
const LARGEST_PAGE = 100;

/**
 * The approval queue: the characters not yet approved, oldest first. The API sorts by approval
 * with the unapproved first (ties by id), so the queue is the head of that order, read in pages
 * of 100 until an approved character appears; its length is the queue's total.
 */
export async function approvalQueue({ start, end, q }: ListQuery): Promise<{ data: AdminCharacterBody[]; total: number }> {
  const waiting: AdminCharacterBody[] = [];
  for (let from = 0; ; from += LARGEST_PAGE) {
    const page = await AdminService.adminListCharacters({ start: from, end: from + LARGEST_PAGE, sort: 'approved', order: 'ASC', q });
    const unapproved = page.data.filter((character) => !character.approved);
    waiting.push(...unapproved);
    if (unapproved.length < page.data.length || page.data.length < LARGEST_PAGE || from + LARGEST_PAGE >= page.total) break;
  }
  return { data: waiting.slice(start, end), total: waiting.length };
}

type Record = ResourceRecord[ResourceName];
type Calls<Call> = { readonly [R in ResourceName]?: Call };

/** The SDK's list call of each resource. */
const LISTS: { readonly [R in ResourceName]: (query: ListQuery) => Promise<{ data: ResourceRecord[R][]; total: number }> } = {
  users: (query) => AdminService.adminListUsers(query),
  characters: (query) => (query.approval === 'waiting' ? approvalQueue(query) : AdminService.adminListCharacters(query)),
  sessions: (query) => AdminService.adminListSessions(query),
  tavernRooms: () => AdminService.adminListTavernRooms(),
  tavernEvents: ({ start, end }) => AdminService.adminListTavernEvents({ start, end }),
  news: ({ start, end }) => AdminService.adminListNews({ start, end }),
  globalMessages: ({ start, end }) => AnnouncementsService.adminListGlobalMessages({ start, end }),
  globalMessageReaders: ({ start, end, messageId }) => {
    if (messageId === undefined) throw new HttpError(NO_MESSAGE_MESSAGE, 400);
    return AnnouncementsService.adminGlobalMessageReaders({ id: messageId, start, end });
  },
  auditLog: ({ start, end, actorId, action }) => AdminService.adminAuditLog({ start, end, actorId, action }),
  residentMessages: async () => {
    const messages = await residentMessages();
    return { data: messages, total: messages.length };
  },
  reports: async ({ start, end }) => {
    const { users, total } = await ReportsService.adminReportingPlayers({ start, end });
    return { data: users, total };
  },
  sessionReports: async ({ start, end, userId }) => {
    if (userId === undefined) throw new HttpError(NO_PLAYER_MESSAGE, 400);
    const { reports } = await ReportsService.adminPlayerReports({ userId });
    return { data: reports.slice(start, end), total: reports.length };
  },
  arenaMonsters: async ({ start, end }) => {
    const { data } = await AdminService.adminListArenaMonsters();
    return { data: data.slice(start, end), total: data.length };
  },
  equipmentArchetypes: async ({ start, end }) => {
    const { data } = await AdminService.adminListEquipmentArchetypes();
    return { data: data.slice(start, end), total: data.length };
  },
};

/** The SDK's read of one record, for the resources that have one (a session is read on the player site). */
const READS: Calls<(id: number) => Promise<Record>> = {
  users: (id) => AdminService.adminGetUser({ id }),
  characters: (id) => AdminService.adminGetCharacter({ id }),
  tavernRooms: (id) => AdminService.adminGetTavernRoom({ id }),
  news: (id) => AdminService.adminGetNews({ id }),
  globalMessages: (id) => AnnouncementsService.adminGetGlobalMessage({ id }),
  residentMessages: async (id) => {
    const found = (await residentMessages()).find((message) => message.id === id);
    if (!found) throw new HttpError(RESIDENT_MESSAGE_NOT_FOUND, 404);
    return found;
  },
  reports: async (id) => {
    const { player } = await ReportsService.adminPlayerReports({ userId: id });
    if (!player) throw new HttpError(NO_REPORTS_MESSAGE, 404);
    return player;
  },
  arenaMonsters: (id) => AdminService.adminGetArenaMonster({ id }),
  equipmentArchetypes: (id) => AdminService.adminGetEquipmentArchetype({ id }),
};

/** What an edit may change, checked before the call: a role, an approval, a room's name and
 * description, a resident message's or a news item's title and content, a report's decision, a
 * monster, an archetype (not its kind). */
const UPDATES: Calls<(id: number, data: unknown, previous?: unknown) => Promise<Record>> = {
  users: (id, data) => {
    const role = (data as { role?: unknown } | null)?.role;
    if (!isRole(role)) throw new HttpError(UNKNOWN_ROLE_MESSAGE, 400);
    return AdminService.adminSetUserRole({ id, requestBody: { role } });
  },
  characters: (id, data) => {
    const approved = (data as { approved?: unknown } | null)?.approved;
    if (typeof approved !== 'boolean') throw new HttpError(BAD_APPROVAL_MESSAGE, 400);
    return AdminService.adminSetCharacterApproval({ id, requestBody: { approved } });
  },
  tavernRooms: (id, data) => AdminService.adminUpdateTavernRoom({ id, requestBody: roomForm(data) }),
  residentMessages: async (id, data) => (await ModerationService.adminUpdateResidentMessage({ id, requestBody: residentForm(data) })).data,
  news: async (id, data) => {
    await NewsService.updateNews({ id, requestBody: newsForm(data) });
    return AdminService.adminGetNews({ id });
  },
  sessionReports: async (id, data) => (await ReportsService.adminReviewReport({ id, requestBody: reportDecision(data) })).report,
  arenaMonsters: (id, data) => AdminService.adminUpdateArenaMonster({ id, requestBody: monsterForm(data) }),
  equipmentArchetypes: (id, data, previous) =>
    AdminService.adminUpdateEquipmentArchetype({ id, requestBody: archetypeForm(data, previous) }),
};

/** What the back office adds: tavern rooms and events, news, announcements (sent at once; the
 * record read back with its reach) and resident messages. Accounts register, characters are
 * created in the game. */
const CREATES: Calls<(data: unknown) => Promise<Record>> = {
  tavernRooms: (data) => AdminService.adminCreateTavernRoom({ requestBody: roomForm(data) }),
  tavernEvents: (data) => TavernService.addTavernEvent({ requestBody: eventForm(data) }),
  news: async (data) => {
    const posted = await NewsService.postNews({ requestBody: newsForm(data) });
    return AdminService.adminGetNews({ id: posted.id });
  },
  globalMessages: async (data) => {
    const sent = await AnnouncementsService.adminSendGlobalMessage({ requestBody: announcementForm(data) });
    return AnnouncementsService.adminGetGlobalMessage({ id: sent.id });
  },
  residentMessages: async (data) => (await ModerationService.adminAddResidentMessage({ requestBody: residentForm(data) })).data,
  arenaMonsters: (data) => AdminService.adminCreateArenaMonster({ requestBody: monsterForm(data) }),
  equipmentArchetypes: (data) => AdminService.adminCreateEquipmentArchetype({ requestBody: archetypeForm(data) }),
};

/** What the back office removes: tavern rooms and events, resident messages (news are archived,
 * not removed), monsters and archetypes (not one somebody carries, nor the last of its kind: the
 * server's 409 says so). */
const DELETES: Calls<(id: number) => Promise<unknown>> = {
  arenaMonsters: (id) => AdminService.adminDeleteArenaMonster({ id }),
  equipmentArchetypes: (id) => AdminService.adminDeleteEquipmentArchetype({ id }),
  tavernRooms: (id) => AdminService.adminDeleteTavernRoom({ id }),
  tavernEvents: (id) => TavernService.deleteTavernEvent({ id }),
  residentMessages: (id) => ModerationService.adminDeleteResidentMessage({ id }),
};

async function list(resource: ResourceName, params: GetListParams): Promise<GetListResult<Record>> {
  const query = listQuery(resource, params);
  const page = await call<{ data: Record[]; total: number }>(resource, 'read', () => LISTS[resource](query));
  return { data: page.data, total: page.total };
}

async function one(resource: ResourceName, params: GetOneParams): Promise<GetOneResult<Record>> {
  const read = READS[resource];
  if (!read) throw unsupportedError();
  const id = recordId(params.id);
  return { data: await call(resource, 'read', () => read(id)) };
}

async function change(resource: ResourceName, params: UpdateParams): Promise<UpdateResult<Record>> {
  const update = UPDATES[resource];
  if (!update) throw unsupportedError();
  const id = recordId(params.id);
  return { data: await call(resource, 'update', () => update(id, params.data, params.previousData)) };
}

async function add(resource: ResourceName, params: CreateParams): Promise<CreateResult<Record>> {
  const create = CREATES[resource];
  if (!create) throw unsupportedError();
  return { data: await call(resource, 'create', () => create(params.data)) };
}

async function remove(resource: ResourceName, params: DeleteParams): Promise<DeleteResult<Record>> {
  const drop = DELETES[resource];
  if (!drop) throw unsupportedError();
  const id = recordId(params.id);
  await call(resource, 'delete', () => drop(id));
  return { data: (params.previousData ?? { id }) as Record };
}

const unsupported = (): Promise<never> => Promise.reject(unsupportedError());

/** Runs `method` for a known resource, refuses any other. */
function known<P, T>(method: (resource: ResourceName, params: P) => Promise<T>) {
  return (resource: string, params: P): Promise<never> =>
    (isResource(resource) ? method(resource, params) : Promise.reject(unknownResource(resource))) as Promise<never>;
}

// react-admin's methods are generic in the record type; the API's records are what they are,
// so the one cast to the caller's type happens in `known`.
export const dataProvider: DataProvider<string> = {
  getList: known(list),
  getOne: known(one),
  update: known(change),
  create: known(add),
  delete: known(remove),
  getMany: unsupported,
  getManyReference: unsupported,
  updateMany: unsupported,
  deleteMany: unsupported,
};
