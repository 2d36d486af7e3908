// GET /api/reports/my: the player's reports, the newest first, without the admins' internal
// notes. Read again when the player comes back to the tab, so a decision shows without a reload.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ReportsService } from '@mrok/sdk';
import '../../../lib/api';
import { reportKeys } from './reportKeys';

export const myReportsQuery = queryOptions({
  queryKey: reportKeys.mine(),
  queryFn: async () => (await ReportsService.myReports()).reports,
  refetchOnWindowFocus: true,
});

export function useMyReports() {
  return useQuery(myReportsQuery);
}
