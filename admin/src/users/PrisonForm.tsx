// 'Więzienie': a number of days and 'Wtrąć do więzienia', or 'Zwolnij z więzienia' before the
// sentence ends. The player is refused the game and loses their live connections at once; the
// release also comes by itself. A new sentence replaces the old one. The server's word (or
// refusal) shows as a notification. On an account's page and in the admin panel.
import { useState } from 'react';
import { ModerationService, type AdminUserBody } from '@mrok/sdk';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Button, useRecordContext } from 'react-admin';
import { PLAYER_ID_REQUIRED, useAdminCall } from '../adminPanel/useAdminCall';

export const PRISON_FAILED = 'Wystąpił błąd podczas wtrącania do więzienia';
export const RELEASE_FAILED = 'Wystąpił błąd podczas zwalniania z więzienia';

/** The controls for one account; `userId` undefined asks for it first ('Podaj ID gracza'). */
export function PrisonControls({ userId }: { userId: number | undefined }) {
  const { busy, run, warn } = useAdminCall();
  const [days, setDays] = useState('3');
  const act = (call: (userId: number) => Promise<{ message: string }>, fallback: string) => {
    if (!userId) return warn(PLAYER_ID_REQUIRED);
    void run(() => call(userId), fallback, (answer) => answer.message);
  };
  const imprison = (id: number) => ModerationService.adminBlockUser({ requestBody: { userId: id, days: Number(days) } });
  const release = (id: number) => ModerationService.adminReleaseUser({ requestBody: { userId: id } });
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <TextField
        label="Liczba dni"
        type="number"
        size="small"
        value={days}
        onChange={(event) => setDays(event.target.value)}
        inputProps={{ min: 1, max: 3650 }}
      />
      <Button label="Wtrąć do więzienia" variant="contained" disabled={busy} onClick={() => act(imprison, PRISON_FAILED)} />
      <Button label="Zwolnij z więzienia" disabled={busy} onClick={() => act(release, RELEASE_FAILED)} />
    </Box>
  );
}

export function PrisonForm() {
  const user = useRecordContext<AdminUserBody>();
  if (!user) return null;
  return (
    <Box sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2">
        Więzienie
      </Typography>
      <Box sx={{ mt: 1 }}>
        <PrisonControls userId={user.id} />
      </Box>
    </Box>
  );
}
