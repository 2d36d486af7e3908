// The looking-for-a-session status: saved as soon as another value is chosen.
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@/lib/api';
import { useAccount } from '../api/useAccount';
import { useSetPlayerStatus } from '../api/useSetPlayerStatus';
import { STATUS_OPTIONS, TEXTS, playerStatus, type PlayerStatus } from '../settingsRules';
import type { Notify } from './notice';
import { SettingsSection } from './SettingsSection';

export function PlayerStatusSection({ userId, notify }: { userId: string; notify: Notify }) {
  const account = useAccount(userId);
  const save = useSetPlayerStatus(userId);
  const value: PlayerStatus = playerStatus(account.data?.playerStatus);

  const choose = (next: string) => {
    const status = playerStatus(next);
    if (status === value) return;
    save.mutate(status, {
      onSuccess: (answer) => notify({ severity: 'success', text: answer?.message || TEXTS.statusSaved }),
      onError: (error) => notify({ severity: 'error', text: errorMessage(error, TEXTS.statusFailed) }),
    });
  };

  return (
    <SettingsSection id="settings-status" title="Status gracza">
      <Typography color="text.secondary">
        Pokaż innym, czy szukasz sesji. Status widać przy twoim imieniu na liście graczy online.
      </Typography>
      <TextField
        select
        label="Status gracza"
        value={value}
        disabled={account.isPending || save.isPending}
        onChange={(event) => choose(event.target.value)}
        slotProps={{ select: { MenuProps: { disableScrollLock: true } } }}
        sx={{ maxWidth: 360 }}
      >
        {STATUS_OPTIONS.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
    </SettingsSection>
  );
}
