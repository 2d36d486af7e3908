// GET /api/admin/reports/users (admins): the players with reports and their counts.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ReportsService } from '@mrok/sdk';
import '../../../lib/api';
import { reportKeys } from './reportKeys';

export const reportingPlayersQuery = queryOptions({
  queryKey: reportKeys.players(),
  queryFn: async () => (await ReportsService.adminReportingPlayers()).users,
  refetchOnWindowFocus: true,
});

export function useReportingPlayers() {
  return useQuery(reportingPlayersQuery);
}
