// POST /api/forgot-password: mail a reset link to an address.
import { useMutation } from '@tanstack/react-query';
import { AccountsService } from '@mrok/sdk';
import '@/lib/api';

export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) => AccountsService.forgotPassword({ requestBody: { email } }),
  });
}
