// GET /api/sessions/list: the sessions (both kinds) the player takes part in, the newest first,
// to choose from in the report form. Read when the form opens.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ReportsService } from '@mrok/sdk';
import '@/lib/api';
import { reportKeys } from '@/shared/reports/keys';

export const reportableSessionsQuery = queryOptions({
  queryKey: reportKeys.sessions(),
  queryFn: async () => (await ReportsService.reportableSessions()).sessions,
});

export function useReportableSessions(enabled: boolean) {
  return useQuery({ ...reportableSessionsQuery, enabled });
}
