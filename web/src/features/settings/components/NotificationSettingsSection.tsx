// "Powiadomienia": push on this device (turned on and off here, shared/pwa/push.ts), the table of
// kinds × channels (in the site, e-mail, push) and the digest's period; the table is saved with
// "Zapisz". The Push column can be changed only on a device with push on; turning it on when no
// kind has push yet saves push for session posts, private messages and mentions. A line says when
// e-mail digests come (after a quarter of an hour away) and where push notices go.
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
import { devicePush, resendSubscription, turnOffPush, turnOnPush, type DevicePush } from '@/shared/pwa/push';
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
/** The kinds push is turned on for when a device is and no kind has it yet. */
const DEFAULT_PUSH = ['session_post', 'message', 'mention'];
const DIGESTS: [digest: string, label: string][] = [
  ['off', 'Wyłączone'],
  ['hourly', 'Co godzinę'],
  ['daily', 'Raz dziennie'],
];
const OFF = { inApp: true, email: false, push: false };

/** `settings` with push on for the default kinds. */
function withDefaultPush(settings: NotificationSettings): NotificationSettings {
  const kinds = { ...settings.kinds };
  for (const kind of DEFAULT_PUSH) kinds[kind] = { ...(kinds[kind] ?? OFF), push: true };
  return { ...settings, kinds };
}

/** What the push block says of this device. */
const DEVICE_TEXT: Record<DevicePush['state'] | 'checking', string> = {
  checking: 'Sprawdzanie, czy ta przeglądarka obsługuje powiadomienia push…',
  unsupported: 'Ta przeglądarka nie obsługuje powiadomień push.',
  denied: 'Powiadomienia są zablokowane w ustawieniach przeglądarki.',
  off: 'Wyłączone. Po włączeniu wybierzesz w kolumnie Push, o czym mają powiadamiać.',
  on: 'Włączone: to urządzenie dostaje powiadomienia zaznaczone w kolumnie Push.',
};

export function NotificationSettingsSection({ notify }: { notify: Notify }) {
  const client = useQueryClient();
  const stored = useQuery({ queryKey: notificationKeys.settings(), queryFn: () => NotificationsService.notificationSettings() });
  const [draft, setDraft] = useState<NotificationSettings | null>(null);
  const [saving, setSaving] = useState(false);
  const [device, setDevice] = useState<DevicePush | null>(null);
  const [switching, setSwitching] = useState(false);
  useEffect(() => {
    if (stored.data) setDraft(stored.data);
  }, [stored.data]);
  useEffect(() => {
    let current = true;
    void devicePush().then((found) => {
      if (!current) return;
      setDevice(found);
      // The server hears of it again: it may have dropped it, or have it as another account's.
      if (found.state === 'on' && found.subscription) void resendSubscription(found.subscription);
    });
    return () => {
      current = false;
    };
  }, []);
  if (!draft) return <SettingsSection id="settings-notifications" title="Powiadomienia">{stored.isError ? 'Nie udało się wczytać ustawień powiadomień.' : 'Wczytywanie…'}</SettingsSection>;
  const toggle = (kind: string, channel: keyof NotificationChannels) => {
    const current = draft.kinds[kind] ?? OFF;
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
  const turnOn = async () => {
    if (!device?.registration) return;
    const registration = device.registration;
    setSwitching(true);
    try {
      const result = await turnOnPush(registration);
      if (result.state === 'denied') {
        setDevice({ state: 'denied', registration, subscription: null });
        return;
      }
      if (result.state === 'dismissed') {
        notify({ severity: 'error', text: 'Bez zgody przeglądarki powiadomienia push nie mogą działać.' });
        return;
      }
      setDevice({ state: 'on', registration, subscription: result.subscription });
      const on = 'Powiadomienia push są włączone na tym urządzeniu.';
      if (Object.values(draft.kinds).some((channels) => channels.push)) {
        notify({ severity: 'success', text: on });
        return;
      }
      const next = withDefaultPush(draft);
      setDraft(next);
      try {
        const saved = await NotificationsService.saveNotificationSettings({ requestBody: next });
        client.setQueryData(notificationKeys.settings(), saved);
        setDraft(saved);
        notify({ severity: 'success', text: `${on} Będą przychodzić o nowych wpisach w Twoich sesjach, wiadomościach prywatnych i wspomnieniach (@); pozostałe rodzaje zaznaczysz w kolumnie Push.` });
      } catch {
        notify({ severity: 'error', text: `${on} Nie udało się jednak zapisać, o czym mają powiadamiać: kliknij „Zapisz”, by spróbować ponownie.` });
      }
    } catch (error) {
      notify({ severity: 'error', text: errorMessage(error, 'Nie udało się włączyć powiadomień push na tym urządzeniu.') });
    } finally {
      setSwitching(false);
    }
  };
  const turnOff = async () => {
    if (!device?.subscription) return;
    setSwitching(true);
    try {
      await turnOffPush(device.subscription);
      setDevice({ ...device, state: 'off', subscription: null });
      notify({ severity: 'success', text: 'Powiadomienia push są wyłączone na tym urządzeniu.' });
    } catch (error) {
      notify({ severity: 'error', text: errorMessage(error, 'Nie udało się wyłączyć powiadomień push na tym urządzeniu.') });
    } finally {
      setSwitching(false);
    }
  };
  const pushOn = device?.state === 'on';
  return (
    <SettingsSection id="settings-notifications" title="Powiadomienia">
      <Box role="group" aria-labelledby="settings-push" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 1 }}>
        <Typography id="settings-push" component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          Powiadomienia push na tym urządzeniu
        </Typography>
        <Typography variant="body2" color="text.secondary" role="status">
          {DEVICE_TEXT[device?.state ?? 'checking']}
        </Typography>
        {device?.state === 'off' && (
          <Button variant="outlined" disabled={switching} onClick={() => void turnOn()}>Włącz na tym urządzeniu</Button>
        )}
        {device?.state === 'on' && (
          <Button variant="outlined" disabled={switching} onClick={() => void turnOff()}>Wyłącz na tym urządzeniu</Button>
        )}
      </Box>
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
                      disabled={channel === 'push' && !pushOn}
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
        Podsumowania e-mail przychodzą, gdy nie ma Cię w Mroku od kwadransa. Powiadomienia push przychodzą na każde urządzenie, na którym je włączysz.
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
