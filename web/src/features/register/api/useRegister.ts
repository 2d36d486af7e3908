// POST /api/register: create an account; the server mails an activation link.
import { useMutation } from '@tanstack/react-query';
import { AccountsService } from '@mrok/sdk';
import '@/lib/api';

export interface RegisterInput {
  email: string;
  password: string;
}

export function useRegister() {
  return useMutation({
    mutationFn: (input: RegisterInput) => AccountsService.register({ requestBody: input }),
  });
}
