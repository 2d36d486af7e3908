// GET /api/admin/reports/user/{userId} (admins): one player's name and counts (`player`, null
// without reports) and reports with the internal notes.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ReportsService } from '@mrok/sdk';
import '@/lib/api';
import { reportKeys } from '@/shared/reports/keys';

export const playerReportsQuery = (userId: number) =>
  queryOptions({
    queryKey: reportKeys.player(userId),
    queryFn: () => ReportsService.adminPlayerReports({ userId }),
    refetchOnWindowFocus: true,
  });

export function usePlayerReports(userId: number | null) {
  return useQuery({ ...playerReportsQuery(userId ?? 0), enabled: userId !== null });
}
