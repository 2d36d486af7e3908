// POST /api/login: the answer carries the bearer token, the role and the character's race.
import { useMutation } from '@tanstack/react-query';
import { AccountsService } from '@mrok/sdk';
import '@/lib/api';

export interface LoginInput {
  email: string;
  password: string;
}

export function useLogin() {
  return useMutation({
    mutationFn: (input: LoginInput) => AccountsService.login({ requestBody: input }),
  });
}
