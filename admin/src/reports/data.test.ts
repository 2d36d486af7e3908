import { ReportsService, type PlayerReports, type ReportingPlayer, type SessionReportForAdmins } from '@mrok/sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REPORT as BASE_REPORT } from '../test/fixtures';
import { answer, failure } from '../test/sdk';
import { dataProvider, listQuery } from '../providers/dataProvider';
import { COMMENT_REQUIRED_MESSAGE, NO_PLAYER_MESSAGE, NO_REPORTS_MESSAGE, NOT_A_DECISION_MESSAGE } from './data';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('session reports', () => {
  const PLAYER: ReportingPlayer = {
    id: 7,
    username: 'Morwena',
    pending_reports: 1,
    accepted_reports: 0,
    rejected_reports: 1,
    total_reports: 2,
    last_report_date: '2026-11-22T08:00:00Z',
  };
  const REPORT: SessionReportForAdmins = { ...BASE_REPORT, internal_comment: 'Tylko dla nas.' };
  const OTHER: ReportingPlayer = { ...PLAYER, id: 9, username: 'Ilvar' };

  it('lists the players with reports a page at a time, and reads one of them with its counts', async () => {
    const players = vi.spyOn(ReportsService, 'adminReportingPlayers').mockReturnValue(answer({ users: [OTHER], total: 2 }));
    expect(await dataProvider.getList('reports', { pagination: { page: 2, perPage: 1 }, sort: { field: 'username', order: 'ASC' } })).toEqual({
      data: [OTHER],
      total: 2,
    });
    expect(players).toHaveBeenCalledWith({ start: 1, end: 2 });
    const one = vi
      .spyOn(ReportsService, 'adminPlayerReports')
      .mockImplementation(({ userId }) => answer<PlayerReports>(userId === 7 ? { player: PLAYER, reports: [REPORT] } : { player: null, reports: [] }));
    expect(await dataProvider.getOne('reports', { id: '7' })).toEqual({ data: PLAYER });
    await expect(dataProvider.getOne('reports', { id: 8 })).rejects.toMatchObject({ message: NO_REPORTS_MESSAGE, status: 404 });
    expect(one).toHaveBeenCalledWith({ userId: 8 });
  });

  it('lists one player’s reports, with the internal notes, only when told whose', async () => {
    const reports = vi.spyOn(ReportsService, 'adminPlayerReports').mockReturnValue(answer<PlayerReports>({ player: PLAYER, reports: [REPORT] }));
    expect(listQuery('sessionReports', { filter: { userId: '7' } })).toMatchObject({ userId: 7 });
    expect(listQuery('reports', { filter: { userId: '7' } })).not.toHaveProperty('userId');
    const page = await dataProvider.getList('sessionReports', { pagination: { page: 1, perPage: 25 }, filter: { userId: 7 } });
    expect(reports).toHaveBeenCalledWith({ userId: 7 });
    expect(page).toEqual({ data: [REPORT], total: 1 });
    await expect(dataProvider.getList('sessionReports', { pagination: { page: 1, perPage: 25 }, filter: {} })).rejects.toMatchObject({
      message: NO_PLAYER_MESSAGE,
      status: 400,
    });
  });

  it('sends a decision with trimmed comments and answers the reviewed report', async () => {
    const reviewed: SessionReportForAdmins = { ...REPORT, status: 'rejected', admin_comment: 'Opisz świadków.' };
    const review = vi
      .spyOn(ReportsService, 'adminReviewReport')
      .mockReturnValue(answer({ message: 'Zgłoszenie zostało odrzucone', report: reviewed }));
    const result = await dataProvider.update('sessionReports', {
      id: 4,
      data: { status: 'rejected', adminComment: ' Opisz świadków. ', internalComment: '  ', session_title: 'ignored' },
      previousData: REPORT,
    });
    expect(review).toHaveBeenCalledWith({ id: 4, requestBody: { status: 'rejected', adminComment: 'Opisz świadków.', internalComment: null } });
    expect(result).toEqual({ data: reviewed });
    await dataProvider.update('sessionReports', { id: 4, data: { status: 'accepted' }, previousData: REPORT });
    expect(review).toHaveBeenLastCalledWith({ id: 4, requestBody: { status: 'accepted', adminComment: null, internalComment: null } });
  });

  it('refuses a rejection without a comment and anything but a decision, before the call', async () => {
    const review = vi.spyOn(ReportsService, 'adminReviewReport');
    await expect(
      dataProvider.update('sessionReports', { id: 4, data: { status: 'rejected', adminComment: '  ' }, previousData: REPORT }),
    ).rejects.toMatchObject({ message: COMMENT_REQUIRED_MESSAGE, status: 400 });
    for (const status of ['pending', undefined, 'ACCEPTED']) {
      await expect(dataProvider.update('sessionReports', { id: 4, data: { status }, previousData: REPORT })).rejects.toMatchObject({
        message: NOT_A_DECISION_MESSAGE,
      });
    }
    expect(review).not.toHaveBeenCalled();
    await expect(dataProvider.update('reports', { id: 7, data: {}, previousData: PLAYER })).rejects.toMatchObject({ status: 405 });
    await expect(dataProvider.delete('sessionReports', { id: 4, previousData: REPORT })).rejects.toMatchObject({ status: 405 });
  });

  it('carries the server’s refusal', async () => {
    vi.spyOn(ReportsService, 'adminReviewReport').mockReturnValue(failure(404, 'Nie znaleziono zgłoszenia.'));
    await expect(dataProvider.update('sessionReports', { id: 4, data: { status: 'accepted' }, previousData: REPORT })).rejects.toMatchObject({
      message: 'Nie znaleziono zgłoszenia.',
      status: 404,
    });
  });
});
