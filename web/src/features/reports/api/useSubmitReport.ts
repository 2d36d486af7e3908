// POST /api/reports: files a report of a session the player took part in; the list is read again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ReportsService, type ReportForm } from '@mrok/sdk';
import '@/lib/api';
import { reportKeys } from '@/shared/reports/keys';

export function useSubmitReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: ReportForm) => ReportsService.submitReport({ requestBody: form }),
    onSuccess: () => client.invalidateQueries({ queryKey: reportKeys.mine() }),
  });
}
