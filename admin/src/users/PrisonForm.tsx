// 'Więzienie': a number of days and 'Wtrąć do więzienia', or 'Zwolnij z więzienia' before the
// sentence ends. The player is refused the game and loses their live connections at once; the
// release also comes by itself. A new sentence replaces the old one. The server's word (or
// refusal) shows as a notification. On an account's page and in the admin panel.
import { useState } from 'react';
import { ModerationService, type AdminUserBody } from '@mrok/sdk';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRecordContext } from 'react-admin';
import { TextButton } from '../lib/TextButton';
import { PLAYER_ID_REQUIRED, useAdminCall } from '../adminPanel/useAdminCall';

export const PRISON_FAILED = 'Wystąpił błąd podczas wtrącania do więzienia';
export const RELEASE_FAILED = 'Wystąpił błąd podczas zwalniania z więzienia';
/** The server's rule for the sentence, said before anything is sent (2.5 or 1e3 would get its generic 400). */
export const PRISON_DAYS = 'Podaj liczbę dni kary: od 1 do 3650.';

/** Whole days of a sentence, 1 to 3650, typed into the field, or undefined. */
export function prisonDays(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return undefined;
  const days = Number(trimmed);
  return days >= 1 && days <= 3650 ? days : undefined;
}

/**
 * The controls for one account; `userId` undefined asks for it first with `missing` ('Podaj ID
 * gracza' unless the panel's ID field says what is wrong with it).
 */
export function PrisonControls({ userId, missing = PLAYER_ID_REQUIRED }: { userId: number | undefined; missing?: string }) {
  const { busy, run, warn } = useAdminCall();
  const [days, setDays] = useState('3');
  const act = (call: (userId: number) => Promise<{ message: string }>, fallback: string) => {
    if (!userId) return warn(missing);
    void run(() => call(userId), fallback, (answer) => answer.message);
  };
  const imprison = () => {
    if (!userId) return warn(missing);
    const sentence = prisonDays(days);
    if (sentence === undefined) return warn(PRISON_DAYS);
    act((id) => ModerationService.adminBlockUser({ requestBody: { userId: id, days: sentence } }), PRISON_FAILED);
  };
  const release = () => act((id) => ModerationService.adminReleaseUser({ requestBody: { userId: id } }), RELEASE_FAILED);
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
      <TextButton label="Wtrąć do więzienia" variant="contained" disabled={busy} onClick={imprison} />
      <TextButton label="Zwolnij z więzienia" disabled={busy} onClick={release} />
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
