// "Powiadomienia": the table of kinds × channels (in the site, e-mail, push) and the digest's
// period; saved at once with "Zapisz". Push is shown but cannot be turned on yet; a line says when
// e-mail digests come (after a quarter of an hour away) and that push is not sent yet.
import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { NotificationsService, type NotificationChannels, type NotificationSettings } from '@mrok/sdk';
import { errorMessage } from '@/lib/api';
import { notificationKeys } from '@/shared/notifications/queries';
import { SettingsSection } from './SettingsSection';
import type { Notify } from './notice';

const KINDS: [kind: string, label: string][] = [
  ['session_post', 'Nowe wpisy w moich sesjach'],
  ['message', 'Wiadomości prywatne'],
  ['invite', 'Dodanie do sesji'],
  ['mention', 'Wspomnienia (@)'],
  ['report_reviewed', 'Rozpatrzone zgłoszenia'],
  ['news', 'Nowe wieści'],
];
const CHANNELS: [channel: keyof NotificationChannels, label: string][] = [
  ['inApp', 'Na stronie'],
  ['email', 'E-mail'],
  ['push', 'Push'],
];
const DIGESTS: [digest: string, label: string][] = [
  ['off', 'Wyłączone'],
  ['hourly', 'Co godzinę'],
  ['daily', 'Raz dziennie'],
];

export function NotificationSettingsSection({ notify }: { notify: Notify }) {
  const client = useQueryClient();
  const stored = useQuery({ queryKey: notificationKeys.settings(), queryFn: () => NotificationsService.notificationSettings() });
  const [draft, setDraft] = useState<NotificationSettings | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (stored.data) setDraft(stored.data);
  }, [stored.data]);
  if (!draft) return <SettingsSection id="settings-notifications" title="Powiadomienia">{stored.isError ? 'Nie udało się wczytać ustawień powiadomień.' : 'Wczytywanie…'}</SettingsSection>;
  const toggle = (kind: string, channel: keyof NotificationChannels) => {
    const current = draft.kinds[kind] ?? { inApp: true, email: false, push: false };
    setDraft({ ...draft, kinds: { ...draft.kinds, [kind]: { ...current, [channel]: !current[channel] } } });
  };
  const save = async () => {
    setSaving(true);
    try {
      const saved = await NotificationsService.saveNotificationSettings({ requestBody: draft });
      client.setQueryData(notificationKeys.settings(), saved);
      notify({ severity: 'success', text: 'Zapisano ustawienia powiadomień.' });
    } catch (error) {
      notify({ severity: 'error', text: errorMessage(error, 'Nie udało się zapisać ustawień powiadomień.') });
    } finally {
      setSaving(false);
    }
  };
  return (
    <SettingsSection id="settings-notifications" title="Powiadomienia">
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Rodzaje powiadomień i kanały">
          <TableHead>
            <TableRow>
              <TableCell>Rodzaj</TableCell>
              {CHANNELS.map(([channel, label]) => <TableCell key={channel} align="center">{label}</TableCell>)}
            </TableRow>
          </TableHead>
          <TableBody>
            {KINDS.map(([kind, label]) => (
              <TableRow key={kind}>
                <TableCell component="th" scope="row">{label}</TableCell>
                {CHANNELS.map(([channel, channelLabel]) => (
                  <TableCell key={channel} align="center">
                    <Checkbox
                      checked={Boolean(draft.kinds[kind]?.[channel])}
                      disabled={channel === 'push'}
                      onChange={() => toggle(kind, channel)}
                      slotProps={{ input: { 'aria-label': `${label}: ${channelLabel}` } }}
                    />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <Typography variant="body2" color="text.secondary">
        Podsumowania e-mail przychodzą, gdy nie ma Cię w Mroku od kwadransa. Powiadomienia push wkrótce ruszą — to, co wybierzesz teraz, zostanie wtedy uszanowane.
      </Typography>
      <FormControl size="small" sx={{ maxWidth: 260 }}>
        <InputLabel id="digest-label">Podsumowanie e-mail</InputLabel>
        <Select labelId="digest-label" label="Podsumowanie e-mail" value={draft.digest} onChange={(e) => setDraft({ ...draft, digest: e.target.value })}>
          {DIGESTS.map(([digest, label]) => <MenuItem key={digest} value={digest}>{label}</MenuItem>)}
        </Select>
      </FormControl>
      <Box>
        <Button variant="contained" disabled={saving} onClick={() => void save()}>Zapisz</Button>
      </Box>
    </SettingsSection>
  );
}
