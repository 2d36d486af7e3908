// PATCH /api/admin/reports/{id}/status (admins): accepts or rejects a report (a rejection needs
// the comment the player reads; the internal note stays among admins). The player's reports and
// the counts are read again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ReportsService, type ReportDecision } from '@mrok/sdk';
import '@/lib/api';
import { reportKeys } from '@/shared/reports/keys';

export function useReviewReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: ReportDecision }) =>
      ReportsService.adminReviewReport({ id, requestBody: decision }),
    onSuccess: () => client.invalidateQueries({ queryKey: reportKeys.admin() }),
  });
}
