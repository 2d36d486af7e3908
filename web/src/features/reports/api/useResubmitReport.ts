// PUT /api/reports/{id}/resubmit: a rejected report, corrected, sent again (its session stays);
// it is pending again. The list is read again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ReportsService, type ReportForm } from '@mrok/sdk';
import '@/lib/api';
import { reportKeys } from '@/shared/reports/keys';

export function useResubmitReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, form }: { id: number; form: ReportForm }) => ReportsService.resubmitReport({ id, requestBody: form }),
    onSuccess: () => client.invalidateQueries({ queryKey: reportKeys.mine() }),
  });
}
