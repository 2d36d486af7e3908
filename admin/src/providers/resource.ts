// What one resource of the back office tells the dataProvider: how its records are listed, read,
// added, changed and removed through the SDK, and how its forms are read before a call. Each
// resource's folder holds its own (its data.ts); providers/dataProvider.ts looks the resource up
// in its table and runs the call, so paging, ids and failures are worded in one place.
import { HttpError } from 'react-admin';

/** One page of a list, as the SDK's list calls take it: `_start`/`_end`, `_sort`/`_order` (only by
 * a field of the resource's `sortFields`) and the search box's `q`. */
export interface ListQuery {
  start: number;
  end: number;
  sort?: string;
  order?: 'ASC' | 'DESC';
  q?: string;
}

/** A page of records and how many there are in all. */
export interface Page<R> {
  data: R[];
  total: number;
}

/** The filters of a list, as react-admin sends them (whatever the address says). */
export type Filters = { readonly [field: string]: unknown };

/** The writes a resource may have. */
export type Write = 'create' | 'update' | 'delete';

/**
 * One resource's calls. Only `list` is required: what a resource lacks is refused with
 * 'Ta operacja nie jest dostępna…' (405) before any call. A method throws an HttpError of its own
 * (a form's rule, 400) before calling the API; any other failure is worded by the dataProvider.
 * `F` is what the list's own filters add to its query.
 */
export interface ResourceHandler<R, F extends object = object> {
  /** The fields the API sorts by; a column sorted by anything else is not sortable. None if left out. */
  sortFields?: readonly string[];
  /** The list's own filters, read from react-admin's (the search box's `q` is read for every list). */
  filters?(filters: Filters): F;
  list(query: ListQuery & F): Promise<Page<R>>;
  getOne?(id: number): Promise<R>;
  create?(data: unknown): Promise<R>;
  /** `previous` is the record as it was before the edit. */
  update?(id: number, data: unknown, previous: unknown): Promise<R>;
  delete?(id: number): Promise<unknown>;
  /** What a write says when the server answered without a message of its own (spec 3 §8);
   * 'HTTP {status}: Błąd serwera' if left out. */
  writeFailures?: { readonly [W in Write]?: string };
  /** One of the admin panel's own resources, whose error alerts start with 'Błąd: ' (spec 3 §8). */
  adminPanel?: boolean;
}

/** A form's fields, whatever react-admin handed over (nothing, for anything but an object). */
export const formFields = (data: unknown) => (typeof data === 'object' && data !== null ? data : {}) as { [key: string]: unknown };

/** A title and content as a form holds them, both required: else `requiredMessage` (400). */
export function titleAndContent(data: unknown, requiredMessage: string): { title: string; content: string } {
  const { title, content } = formFields(data);
  if (typeof title !== 'string' || !title.trim() || typeof content !== 'string' || !content.trim()) {
    throw new HttpError(requiredMessage, 400);
  }
  return { title, content };
}

/** One page of a list the API gives whole. */
export const pageOf = <R>(records: R[], { start, end }: ListQuery): Page<R> => ({ data: records.slice(start, end), total: records.length });

/** A filter's whole number above 0 (an address gives it as text), else undefined. */
export function positiveInteger(value: unknown): number | undefined {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : undefined;
}
