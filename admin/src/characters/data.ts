// Characters as the back office reads and writes them: listed (sorted, searched; the filter
// `approval: 'waiting'` is the approval queue), read one by one, and approved or unapproved;
// nothing else. Characters are created in the game.
import { AdminService, type AdminCharacterBody } from '@mrok/sdk';
import { HttpError } from 'react-admin';
import type { ListQuery, Page, ResourceHandler } from '../providers/resource';

export const BAD_APPROVAL_MESSAGE = 'Nie wiadomo, czy postać ma zostać zaakceptowana.';

/** The list's own filter: the approval queue. */
interface CharacterFilters {
  approval?: 'waiting';
}

/** The largest page the API answers. */
const LARGEST_PAGE = 100;

/**
 * The approval queue: the characters not yet approved, oldest first. The API sorts by approval
 * with the unapproved first (ties by id), so the queue is the head of that order, read in pages
 * of 100 until an approved character appears; its length is the queue's total.
 */
export async function approvalQueue({ start, end, q }: ListQuery): Promise<Page<AdminCharacterBody>> {
  const waiting: AdminCharacterBody[] = [];
  for (let from = 0; ; from += LARGEST_PAGE) {
    const page = await AdminService.adminListCharacters({ start: from, end: from + LARGEST_PAGE, sort: 'approved', order: 'ASC', q });
    const unapproved = page.data.filter((character) => !character.approved);
    waiting.push(...unapproved);
    if (unapproved.length < page.data.length || page.data.length < LARGEST_PAGE || from + LARGEST_PAGE >= page.total) break;
  }
  return { data: waiting.slice(start, end), total: waiting.length };
}

export const characters: ResourceHandler<AdminCharacterBody, CharacterFilters> = {
  sortFields: ['id', 'name', 'race', 'approved', 'createdAt'],
  filters: ({ approval }) => (approval === 'waiting' ? { approval } : {}),
  list: (query) => (query.approval === 'waiting' ? approvalQueue(query) : AdminService.adminListCharacters(query)),
  getOne: (id) => AdminService.adminGetCharacter({ id }),
  /** The approval, checked before the call, and nothing else. */
  update: (id, data) => {
    const approved = (data as { approved?: unknown } | null)?.approved;
    if (typeof approved !== 'boolean') throw new HttpError(BAD_APPROVAL_MESSAGE, 400);
    return AdminService.adminSetCharacterApproval({ id, requestBody: { approved } });
  },
};
