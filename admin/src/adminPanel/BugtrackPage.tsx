// The bugtrack (spec 3 §2.16): the server's recent errors as time and message, the newest first.
import { AdminService, type ErrorLogBody } from '@mrok/sdk';
import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Title } from 'react-admin';
import { TextButton } from '../lib/TextButton';
import { fetchFailure, useAdminCall } from './useAdminCall';

export const NO_LOGS = 'Brak logów błędów do wyświetlenia.';

export function BugtrackPage() {
  const { busy, run } = useAdminCall();
  const [logs, setLogs] = useState<ErrorLogBody[]>();
  // A failed or refused load leaves nothing (the error says why): 'Brak logów…' is only for an empty answer.
  const load = async () => setLogs((await run(() => AdminService.adminGetLogs(), fetchFailure('logów')))?.logs);
  useEffect(() => {
    void load();
    // Once on opening; 'Odśwież' asks again.
  }, []);
  return (
    <Box sx={{ mt: 2 }}>
      <Title title="Bugtrack" />
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 2 }}>
        <Typography variant="h5" component="h1">
          Bugtrack
        </Typography>
        <TextButton label="Odśwież" disabled={busy} onClick={() => void load()} />
      </Box>
      {logs?.length === 0 && <Typography>{NO_LOGS}</Typography>}
      {logs?.map((log, index) => (
        <Box key={`${log.timestamp}-${index}`} sx={{ mb: 1, fontFamily: 'monospace' }}>
          <Typography component="span" sx={{ color: 'text.secondary', mr: 2 }}>
            {new Date(log.timestamp).toLocaleString('pl-PL')}
          </Typography>
          <Typography component="span">{log.message}</Typography>
        </Box>
      ))}
    </Box>
  );
}
