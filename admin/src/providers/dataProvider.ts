// The one dataProvider of the back office: react-admin's calls, dispatched to the resource's own
// calls onto the SDK (HANDLERS: each resource's data.ts says how its records are listed, read,
// added, changed and removed, and how its forms are read before a call). Paging becomes
// `_start`/`_end`, sorting `_sort`/`_order` (only by a field the resource sorts by), the search
// box's `q` filter `q`, and each list's own filters (a session's kind, the approval queue…) are
// read by its resource. An id must be a whole number above 0; a method a resource lacks, or
// anything but getList/getOne/create/update/delete, is refused in Polish. Every failure becomes an
// HttpError carrying the server's Polish message (or the action's fallback, see failureFallback)
// and status, so notifications read well and checkError sees a 401.
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
  type GetManyParams,
  type GetManyResult,
  type GetOneResult,
  type RaRecord,
  type UpdateParams,
  type UpdateResult,
} from 'react-admin';
import { arenaMonsters } from '../arenaMonsters/data';
import { auditLog } from '../auditLog/data';
import { characters } from '../characters/data';
import { equipmentArchetypes } from '../equipmentArchetypes/data';
import { globalMessageReaders, globalMessages } from '../globalMessages/data';
import { i18nProvider } from '../i18n/i18nProvider';
import { adminError, errorMessage, errorStatus, fetchFailure, serverFailure, type Fallback } from '../lib/api';
import { news } from '../news/data';
import { reports, sessionReports } from '../reports/data';
import { residentMessages } from '../residentMessages/data';
import { sessions } from '../sessions/data';
import { tavernEvents } from '../tavernEvents/data';
import { tavernRooms } from '../tavernRooms/data';
import { users } from '../users/data';
import type { ListQuery, ResourceHandler, Write } from './resource';

/** The resources the API serves to the back office, each with its calls. */
const HANDLERS = {
  users,
  characters,
  sessions,
  tavernRooms,
  tavernEvents,
  news,
  globalMessages,
  globalMessageReaders,
  residentMessages,
  auditLog,
  reports,
  sessionReports,
  arenaMonsters,
  equipmentArchetypes,
} as const;
export type ResourceName = keyof typeof HANDLERS;
const RESOURCES = Object.keys(HANDLERS);

/** Any resource's calls, as the dispatcher runs them. */
type Handler = ResourceHandler<RaRecord, object>;

export const UNSUPPORTED_MESSAGE = 'Ta operacja nie jest dostępna w panelu administracyjnym.';

export function isResource(resource: string): resource is ResourceName {
  return RESOURCES.includes(resource);
}

function handler(resource: ResourceName): Handler {
  return HANDLERS[resource] as Handler;
}

function unknownResource(resource: string): HttpError {
  return new HttpError(`Nieznany zasób: ${resource}.`, 404);
}

/** Maps react-admin's list parameters onto the API's `_start`, `_end`, `_sort`, `_order`, `q`
 * and the resource's own filters (see each resource's `filters`). */
export function listQuery(resource: ResourceName, params: GetListParams): ListQuery {
  const { sortFields = [], filters } = handler(resource);
  const page = Math.max(1, params.pagination?.page ?? 1);
  const perPage = Math.max(1, params.pagination?.perPage ?? 25);
  const query: ListQuery = { start: (page - 1) * perPage, end: page * perPage };
  const field = params.sort?.field;
  if (field && sortFields.includes(field)) {
    query.sort = field;
    query.order = params.sort?.order === 'DESC' ? 'DESC' : 'ASC';
  }
  const filter = (typeof params.filter === 'object' && params.filter !== null ? params.filter : {}) as { [field: string]: unknown };
  if (typeof filter.q === 'string' && filter.q.trim()) query.q = filter.q.trim();
  return filters ? { ...query, ...filters(filter) } : query;
}

function recordId(id: unknown): number {
  const number = typeof id === 'number' ? id : Number(id);
  if (!Number.isInteger(number) || number <= 0) throw new HttpError('Nieprawidłowy identyfikator.', 400);
  return number;
}

type Action = 'read' | Write;

/** A failure's fallback: a read says 'HTTP {status}: Błąd pobierania {komunikatów…}' (the
 * resource's name in the genitive plural), a write its spec text or 'HTTP {status}: Błąd serwera'. */
function failureFallback(resource: ResourceName, action: Action): Fallback {
  if (action === 'read') return fetchFailure(i18nProvider.translate(`resources.${resource}.forcedCaseName`, { smart_count: 5 }));
  return handler(resource).writeFailures?.[action] ?? serverFailure;
}

/** Runs an SDK call; a failure becomes an HttpError with the server's Polish message, the
 * action's fallback when the server answered without one, or the connection text; the admin
 * panel's own resources prefix it 'Błąd: '. */
async function call<T>(resource: ResourceName, action: Action, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const text = errorMessage(error, failureFallback(resource, action));
    const message = handler(resource).adminPanel ? adminError(text) : text;
    throw new HttpError(message, errorStatus(error), (error as { body?: unknown })?.body);
  }
}

const unsupportedError = () => new HttpError(UNSUPPORTED_MESSAGE, 405);

async function list(resource: ResourceName, params: GetListParams): Promise<GetListResult<RaRecord>> {
  const query = listQuery(resource, params);
  const page = await call(resource, 'read', () => handler(resource).list(query));
  return { data: page.data, total: page.total };
}

async function one(resource: ResourceName, params: GetOneParams): Promise<GetOneResult<RaRecord>> {
  const { getOne } = handler(resource);
  if (!getOne) throw unsupportedError();
  const id = recordId(params.id);
  return { data: await call(resource, 'read', () => getOne(id)) };
}

async function change(resource: ResourceName, params: UpdateParams): Promise<UpdateResult<RaRecord>> {
  const { update } = handler(resource);
  if (!update) throw unsupportedError();
  const id = recordId(params.id);
  return { data: await call(resource, 'update', () => update(id, params.data, params.previousData)) };
}

async function add(resource: ResourceName, params: CreateParams): Promise<CreateResult<RaRecord>> {
  const { create } = handler(resource);
  if (!create) throw unsupportedError();
  return { data: await call(resource, 'create', () => create(params.data)) };
}

async function remove(resource: ResourceName, params: DeleteParams): Promise<DeleteResult<RaRecord>> {
  const drop = handler(resource).delete;
  if (!drop) throw unsupportedError();
  const id = recordId(params.id);
  await call(resource, 'delete', () => drop(id));
  return { data: (params.previousData ?? { id }) as RaRecord };
}

/** Several records by their ids, read one by one (the API has no call for many): what a
 * ReferenceField asks for, e.g. the audit log's acting accounts. */
async function many(resource: ResourceName, params: GetManyParams): Promise<GetManyResult<RaRecord>> {
  const { getOne } = handler(resource);
  if (!getOne) throw unsupportedError();
  const ids = [...new Set(params.ids.map(recordId))];
  return { data: await Promise.all(ids.map((id) => call(resource, 'read', () => getOne(id)))) };
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
  getMany: known(many),
  getManyReference: unsupported,
  updateMany: unsupported,
  deleteMany: unsupported,
};
