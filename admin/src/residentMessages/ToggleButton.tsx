// Turns a resident message on (the game is then blocked for residents; any other active one goes
// off) or off, with the server's word in the notification.
import { useState, type MouseEvent } from 'react';
import { ModerationService, type ResidentMessage } from '@mrok/sdk';
import { Button, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { errorMessage } from '../lib/api';

export const TOGGLE_FAILED = 'Wystąpił błąd podczas zmiany statusu komunikatu';

export function ToggleButton() {
  const message = useRecordContext<ResidentMessage>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  if (!message) return null;
  const onClick = async (event: MouseEvent) => {
    event.stopPropagation();
    setBusy(true);
    try {
      const changed = await ModerationService.adminToggleResidentMessage({ id: message.id });
      notify(changed.message, { type: 'success' });
      refresh();
    } catch (error) {
      notify(errorMessage(error, TOGGLE_FAILED), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      label={message.active ? 'Wyłącz' : 'Włącz blokadę'}
      onClick={(event) => void onClick(event)}
      disabled={busy}
      color={message.active ? 'secondary' : 'primary'}
      variant={message.active ? 'outlined' : 'contained'}
      size="small"
    />
  );
}
