// GET /api/reports/my: the player's reports, the newest first, without the admins' internal
// notes. Read again at once when an admin decides on one (a pushed 'report_reviewed' frame,
// shared/reports/keys.ts) and when the player comes back to the tab, so a decision shows without
// a reload.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ReportsService } from '@mrok/sdk';
import '@/lib/api';
import { reportKeys } from '@/shared/reports/keys';

export const myReportsQuery = queryOptions({
  queryKey: reportKeys.mine(),
  queryFn: async () => (await ReportsService.myReports()).reports,
  refetchOnWindowFocus: true,
});

export function useMyReports() {
  return useQuery(myReportsQuery);
}
