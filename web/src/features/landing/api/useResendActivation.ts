// A new activation link for an account never activated: registering the same address again
// (POST /api/register) mails a fresh link and never changes the account (docs/decisions.md,
// "Registering a known address"). The answer is the same whether a mail went out or not.
import { useMutation } from '@tanstack/react-query';
import { AccountsService } from '@mrok/sdk';
import '@/lib/api';

export function useResendActivation() {
  return useMutation({
    mutationFn: (input: { email: string; password: string }) => AccountsService.register({ requestBody: input }),
  });
}
