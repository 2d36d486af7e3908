// Turns a resident message on (the game is then blocked for residents; any other active one goes
// off) or off, with the server's word in the notification.
import type { MouseEvent } from 'react';
import { ModerationService, type ResidentMessage } from '@mrok/sdk';
import { useRecordContext, useRefresh } from 'react-admin';
import { TextButton } from '../lib/TextButton';
import { useAdminCall } from '../adminPanel/useAdminCall';

export const TOGGLE_FAILED = 'Wystąpił błąd podczas zmiany statusu komunikatu';

export function ToggleButton() {
  const message = useRecordContext<ResidentMessage>();
  const refresh = useRefresh();
  const { busy, run } = useAdminCall();
  if (!message) return null;
  const onClick = async (event: MouseEvent) => {
    event.stopPropagation();
    if (await run(() => ModerationService.adminToggleResidentMessage({ id: message.id }), TOGGLE_FAILED, (changed) => changed.message)) {
      refresh();
    }
  };
  return (
    <TextButton
      label={message.active ? 'Wyłącz' : 'Włącz blokadę'}
      onClick={(event) => void onClick(event)}
      disabled={busy}
      color={message.active ? 'secondary' : 'primary'}
      variant={message.active ? 'outlined' : 'contained'}
      size="small"
    />
  );
}
