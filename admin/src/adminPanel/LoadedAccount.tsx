// Whose account a tool has loaded: its id, main character and e-mail (read through the
// dataProvider's `users`), so that the admin sees where a save will go.
import type { AdminUserBody } from '@mrok/sdk';
import Typography from '@mui/material/Typography';
import { useGetOne } from 'react-admin';

export function accountLabel(userId: number, account?: Pick<AdminUserBody, 'characterName' | 'email'>): string {
  const who = account ? ` — ${account.characterName ?? 'bez postaci głównej'} (${account.email})` : '';
  return `Wczytane konto: ID ${userId}${who}`;
}

export function LoadedAccount({ userId }: { userId: number }) {
  const { data } = useGetOne<AdminUserBody>('users', { id: userId }, { retry: false });
  return <Typography data-testid="loaded-account">{accountLabel(userId, data)}</Typography>;
}
