// 'Więzienie' on an account's page: a number of days and 'Wtrąć do więzienia'. The player is then
// refused the game and loses their live connections at once; the release comes by itself. A new
// sentence replaces the old one. The server's word (or refusal) shows as a notification.
import { useState } from 'react';
import { ModerationService, type AdminUserBody } from '@mrok/sdk';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Button, useNotify, useRecordContext } from 'react-admin';
import { errorMessage } from '../lib/api';

export const PRISON_FAILED = 'Wystąpił błąd podczas wtrącania do więzienia';

export function PrisonForm() {
  const user = useRecordContext<AdminUserBody>();
  const notify = useNotify();
  const [days, setDays] = useState('3');
  const [busy, setBusy] = useState(false);
  if (!user) return null;
  const imprison = async () => {
    setBusy(true);
    try {
      const answer = await ModerationService.adminBlockUser({ requestBody: { userId: user.id, days: Number(days) } });
      notify(answer.message, { type: 'success' });
    } catch (error) {
      notify(errorMessage(error, PRISON_FAILED), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2">
        Więzienie
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mt: 1 }}>
        <TextField
          label="Liczba dni"
          type="number"
          size="small"
          value={days}
          onChange={(event) => setDays(event.target.value)}
          inputProps={{ min: 1, max: 3650 }}
        />
        <Button
          label="Wtrąć do więzienia"
          variant="contained"
          disabled={busy}
          onClick={() => void imprison()}
        />
      </Box>
    </Box>
  );
}
