// Session reports as the back office reads and writes them (spec 3 §5, §8): `reports` are the
// players with reports and their counts (the record's id is the account's), read whole and paged
// here; `sessionReports` are one player's reports (its `userId` filter required), and an update of
// one is the admin's decision.
import { ReportsService, type ReportDecision, type ReportingPlayer, type SessionReportForAdmins } from '@mrok/sdk';
import { HttpError } from 'react-admin';
import { formFields, pageOf, positiveInteger, type ResourceHandler } from '../providers/resource';
import { REVIEW_FAILED } from './labels';

/** The session reports' words (spec 3 §5, §8; the server says the same). */
export const NO_PLAYER_MESSAGE = 'Nie wiadomo, czyje zgłoszenia pokazać.';
export const NO_REPORTS_MESSAGE = 'Ten użytkownik nie ma żadnych zgłoszeń.';
export const NOT_A_DECISION_MESSAGE = 'Zgłoszenie można tylko zaakceptować albo odrzucić.';
export const COMMENT_REQUIRED_MESSAGE = 'Komentarz jest wymagany przy odrzucaniu zgłoszenia';

/** An admin's decision as the dialog holds it: accepted, or rejected with the comment the player
 * reads; the internal note is optional. Comments are trimmed; an empty one is none. */
export function reportDecision(data: unknown): ReportDecision {
  const { status, adminComment, internalComment } = formFields(data);
  if (status !== 'accepted' && status !== 'rejected') throw new HttpError(NOT_A_DECISION_MESSAGE, 400);
  const clean = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
  const decision: ReportDecision = { status, adminComment: clean(adminComment), internalComment: clean(internalComment) };
  if (status === 'rejected' && !decision.adminComment) throw new HttpError(COMMENT_REQUIRED_MESSAGE, 400);
  return decision;
}

export const reports: ResourceHandler<ReportingPlayer> = {
  // In the API's order.
  list: async ({ start, end }) => {
    const { users, total } = await ReportsService.adminReportingPlayers({ start, end });
    return { data: users, total };
  },
  getOne: async (id) => {
    const { player } = await ReportsService.adminPlayerReports({ userId: id });
    if (!player) throw new HttpError(NO_REPORTS_MESSAGE, 404);
    return player;
  },
};

/** The list's own filter: whose reports. */
interface ReportFilters {
  userId?: number;
}

export const sessionReports: ResourceHandler<SessionReportForAdmins, ReportFilters> = {
  filters: (filters) => {
    const userId = positiveInteger(filters.userId);
    return userId === undefined ? {} : { userId };
  },
  list: async (query) => {
    if (query.userId === undefined) throw new HttpError(NO_PLAYER_MESSAGE, 400);
    const { reports } = await ReportsService.adminPlayerReports({ userId: query.userId });
    return pageOf(reports, query);
  },
  update: async (id, data) => (await ReportsService.adminReviewReport({ id, requestBody: reportDecision(data) })).report,
  writeFailures: { update: REVIEW_FAILED },
};
