// POST /api/character/reset {userId, password}: deletes all of the player's characters after the
// password is confirmed (a wrong one: 400 'Nieprawidłowe hasło').
import { useMutation } from '@tanstack/react-query';
import { PlayersService } from '@mrok/sdk';
import '@/lib/api';
import { setHasCharacter } from '@/shared/session';

export function useResetCharacter(userId: string | null) {
  return useMutation({
    mutationFn: (password: string) =>
      PlayersService.resetCharacter({ requestBody: { userId: Number(userId), password } }),
    onSuccess: () => setHasCharacter(false),
  });
}
