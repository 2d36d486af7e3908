// GET /api/admin/reports/users (admins): the players with reports and their counts, the spec's
// whole list (the first 200; the back office pages through the rest).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ReportsService } from '@mrok/sdk';
import '@/lib/api';
import { reportKeys } from '@/shared/reports/keys';

export const reportingPlayersQuery = queryOptions({
  queryKey: reportKeys.players(),
  queryFn: () => ReportsService.adminReportingPlayers({}),
  refetchOnWindowFocus: true,
});

export function useReportingPlayers() {
  return useQuery(reportingPlayersQuery);
}
