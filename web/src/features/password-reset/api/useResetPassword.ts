// POST /api/reset-password: set a new password with a reset link.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AccountsService, type ResetPasswordBody } from '@mrok/sdk';
import '@/lib/api';
import { clearAll } from '@/shared/session';
import { resetKeys } from './resetKeys';

export type ResetPasswordInput = Required<ResetPasswordBody>;

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ResetPasswordInput) => AccountsService.resetPassword({ requestBody: input }),
    onSuccess: (_answer, input) => {
      // A reset ends every login of the account (spec 3 §4): forget everything stored here.
      clearAll();
      // The link is spent: a later visit must check it again (without refetching on this screen).
      return queryClient.invalidateQueries({ queryKey: resetKeys.token(input.token), refetchType: 'none' });
    },
  });
}
